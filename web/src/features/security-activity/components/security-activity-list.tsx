import type { SecurityEvent } from '@bulwark/contracts/schemas/security-activity.schema';
import { Badge, Box, Button, HStack, Icon, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  Download,
  Fingerprint,
  KeyRound,
  LogIn,
  LogOut,
  Mail,
  ShieldAlert,
  ShieldCheck,
  ShieldOff,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { formatDateTime } from '@/lib/format-date';
import { getErrorMessage } from '@/lib/get-error-message';
import { useSecurityActivity } from '../api/get-security-activity';
import { canReport, describeEvent, isWarning } from '../lib/describe-event';
import { NotMeDialog } from './not-me-dialog';

/** Enough to see the latest sign-ins at a glance; the rest is one click away. */
const FIRST_SHOWN = 10;

const ICONS: Record<SecurityEvent['kind'], LucideIcon> = {
  'sign-in': LogIn,
  'sign-in-failed': ShieldAlert,
  'password-changed': KeyRound,
  'password-reset': KeyRound,
  'email-changed': Mail,
  'two-step-enabled': ShieldCheck,
  'two-step-disabled': ShieldOff,
  'backup-codes-replaced': ShieldCheck,
  'passkey-added': Fingerprint,
  'passkey-removed': Fingerprint,
  'sessions-ended': LogOut,
  'data-exported': Download,
  'reported-not-me': ShieldAlert,
};

/** "Firefox on Windows · 203.0.113.7 · 26 Nov 2026, 14:02" (a burst: from its first attempt on). */
function whereAndWhen(event: SecurityEvent): string {
  const [first, last] = [formatDateTime(event.firstAt), formatDateTime(event.occurredAt)];
  const when = first === last ? last : `${first} to ${last}`;
  return [event.device, event.ip, when].filter(Boolean).join(' · ');
}

function EventRow({ event, onReport }: { event: SecurityEvent; onReport: () => void }) {
  const warning = isWarning(event);
  return (
    <HStack as="li" align="start" gap="3" py="3" borderBottomWidth="1px">
      <Icon
        as={ICONS[event.kind]}
        boxSize="5"
        mt="0.5"
        flexShrink="0"
        color={warning ? 'fg.warning' : 'fg.muted'}
        aria-hidden
      />
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{describeEvent(event)}</Text>
          {event.newDevice ? <Badge colorPalette="orange">New device</Badge> : null}
        </HStack>
        <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
          {whereAndWhen(event)}
        </Text>
      </Stack>
      {canReport(event) ? (
        <Button size="xs" variant="outline" flexShrink="0" onClick={onReport}>
          Not you?
        </Button>
      ) : null}
    </HStack>
  );
}

/**
 * The account's sign-ins and security changes of the last 90 days, newest first (profile
 * settings). Anything unrecognised is one "Not you?" away from signing out everywhere.
 */
export function SecurityActivityList() {
  const activity = useSecurityActivity();
  const [showAll, setShowAll] = useState(false);
  const [reporting, setReporting] = useState<SecurityEvent | null>(null);

  if (activity.isPending) return <Skeleton height="24" rounded="l2" />;
  if (activity.isError) return <FormError message={getErrorMessage(activity.error)} />;

  const { events, truncated } = activity.data;
  const shown = showAll ? events : events.slice(0, FIRST_SHOWN);
  if (events.length === 0) return <Text color="fg.muted">Nothing has happened yet.</Text>;
  return (
    <Stack gap="4">
      <Box as="ul" listStyleType="none" aria-label="Security activity">
        {shown.map((event) => (
          <EventRow key={event.id} event={event} onReport={() => setReporting(event)} />
        ))}
      </Box>
      {events.length > shown.length ? (
        <Button alignSelf="start" variant="outline" onClick={() => setShowAll(true)}>
          Show all {events.length} events
        </Button>
      ) : null}
      {showAll && truncated ? (
        <Text textStyle="sm" color="fg.muted">
          Older events of the last 90 days are in your data download.
        </Text>
      ) : null}
      <NotMeDialog event={reporting} onClose={() => setReporting(null)} />
    </Stack>
  );
}
