import { List, Text } from '@chakra-ui/react';
import type { BreachDataStatus } from '@bulwark/contracts/schemas/breach.schema';
import { formatDate } from '@/lib/format-date';
import { getErrorMessage } from '@/lib/get-error-message';
import { formatNumber } from '@/lib/format-number';
import { useBreachDataStatus } from '../api/get-breach-data-status';
import { hasBreachData } from '../hooks/use-monitoring-coverage';

function describeCatalog(status: BreachDataStatus): string {
  const updated = status.catalogUpdatedAt
    ? `, updated ${formatDate(status.catalogUpdatedAt)}`
    : ', as shipped';
  return `Breach catalog: ${formatNumber(status.catalogCount)} breaches described (names, dates, what each exposed)${updated}.`;
}

function describeIndex(status: BreachDataStatus): string {
  if (status.indexedBreachCount === 0)
    return 'Local breach index: empty. No breached addresses are loaded on this server.';
  const breaches =
    status.indexedBreachCount === 1
      ? '1 breach'
      : `${formatNumber(status.indexedBreachCount)} breaches`;
  const added = status.indexUpdatedAt ? `, last added ${formatDate(status.indexUpdatedAt)}` : '';
  return `Local breach index: ${formatNumber(status.indexedAddressCount)} addresses from ${breaches}${added}. Checks against it never leave this server.`;
}

function describeHibp(status: BreachDataStatus): string {
  return status.hibpConfigured
    ? 'Have I Been Pwned: on. Verified addresses are also checked live with HIBP, and re-checked daily.'
    : 'Have I Been Pwned: not set up on this server (it needs the operator’s API key).';
}

/** What this server can find for an email address, source by source, with each one's freshness. */
export function EmailDataSources() {
  const status = useBreachDataStatus();
  if (status.isPending) return <Text color="fg.muted">Loading…</Text>;
  if (status.isError)
    return (
      <>
        <Text color="fg.muted">{`Could not be loaded: ${getErrorMessage(status.error)}`}</Text>
        <Text color="fg.muted">Reload the page to try again.</Text>
      </>
    );
  return (
    <>
      <List.Root gap="1" ps="5">
        <List.Item>{describeCatalog(status.data)}</List.Item>
        <List.Item>{describeIndex(status.data)}</List.Item>
        <List.Item>{describeHibp(status.data)}</List.Item>
      </List.Root>
      {hasBreachData(status.data) ? null : (
        <Text color="orange.fg">
          So far this server cannot find your address in any breach: an empty result here means
          nothing was searched, not that you are safe. Its operator can add an HIBP key or load a
          breach file (README, “Breach data”).
        </Text>
      )}
    </>
  );
}
