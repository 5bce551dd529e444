import { Stack } from '@chakra-ui/react';
import type { BreachAlert } from '@bulwark/contracts/schemas/breach-alert.schema';
import { useMarkAlertsRead } from '../api/breach-alerts';
import { AlertItem } from './alert-item';

interface AlertListProps {
  alerts: BreachAlert[];
  /** Names the list for screen readers: "Newest alerts". */
  label: string;
  onOpen?: () => void;
}

/** Alerts, newest first, each with its own mark-as-read. */
export function AlertList({ alerts, label, onOpen }: AlertListProps) {
  const markRead = useMarkAlertsRead();
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={label}>
      {alerts.map((alert) => (
        <AlertItem
          key={alert.id}
          alert={alert}
          onMarkRead={(id) => markRead.mutate([id])}
          isMarking={markRead.isPending && (markRead.variables?.includes(alert.id) ?? true)}
          {...(onOpen ? { onOpen } : {})}
        />
      ))}
    </Stack>
  );
}
