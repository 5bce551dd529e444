import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * No alerts is the usual state: a first check's findings go straight to the saved breaches, and
 * alerts are raised only for breaches that turn up later. Say so, rather than look broken.
 */
export function AlertsEmptyState({ onOpen }: { onOpen?: () => void }) {
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">No alerts</Text>
      <Text textStyle="sm" color="fg.muted">
        Bulwark checks your monitored addresses every day. If one turns up in a breach after its
        first check, the alert shows here and by email. Breaches found at the first check go
        straight to your saved breaches.
      </Text>
      <Link asChild colorPalette="blue" textStyle="sm" alignSelf="start">
        <RouterLink to={paths.dashboard.monitoredAddresses} onClick={onOpen}>
          Monitor another address
        </RouterLink>
      </Link>
    </Stack>
  );
}
