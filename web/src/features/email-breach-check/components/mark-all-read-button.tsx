import { Button, type ButtonProps } from '@chakra-ui/react';
import { useMarkAlertsRead } from '../api/breach-alerts';

/** "Mark all read" for the alert centre and the bell's popover; busy while the call runs. */
export function MarkAllReadButton({ size }: { size: ButtonProps['size'] }) {
  const markRead = useMarkAlertsRead();
  return (
    <Button
      size={size}
      variant="outline"
      loading={markRead.isPending}
      onClick={() => markRead.mutate(undefined)}
    >
      Mark all read
    </Button>
  );
}
