import { Badge, Box, Text } from '@chakra-ui/react';
import { selectConnectionStatus, type ConnectionStatus } from '@/lib/realtime/connection.slice';
import { useAppSelector } from '../hooks';

const BADGES: Record<ConnectionStatus, { label: string; palette: string; title: string }> = {
  idle: { label: 'Offline', palette: 'gray', title: 'Live updates are off.' },
  connecting: { label: 'Connecting…', palette: 'gray', title: 'Connecting for live updates.' },
  online: { label: 'Online', palette: 'green', title: 'Connected: changes appear as they happen.' },
  offline: {
    label: 'Offline',
    palette: 'red',
    title: 'Cannot reach the server. Bulwark keeps trying to reconnect.',
  },
};

/**
 * A quiet indicator of the live connection (spec §4 connection state). On a phone it is a dot in
 * the state's colour, its words read to screen readers and shown from 480 px up: "Connecting…"
 * in words pushed the account menu out of a 375 px header, and the page sideways.
 */
export function ConnectionBadge() {
  const status = useAppSelector(selectConnectionStatus);
  const badge = BADGES[status];
  return (
    <Badge
      data-testid="connection-status"
      data-status={status}
      role="status"
      title={badge.title}
      colorPalette={badge.palette}
      variant="subtle"
      size="md"
    >
      <Box as="span" aria-hidden boxSize="2" rounded="full" bg="currentColor" hideFrom="sm" />
      <Text as="span" srOnly={{ base: true, sm: false }}>
        {badge.label}
      </Text>
    </Badge>
  );
}
