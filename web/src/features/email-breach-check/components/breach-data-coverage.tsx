import { Alert, Text } from '@chakra-ui/react';
import type { BreachDataStatus, SourceReport } from '@bulwark/contracts/schemas/breach.schema';
import { formatNumber } from '@/lib/format-number';
import { formatDate } from './breach-facts';

function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** "Bulwark’s breach index: 3 breaches, 1,234 addresses indexed, catalog updated 1 Mar 2026." */
function describeIndex(status: BreachDataStatus): string {
  const catalog = status.catalogUpdatedAt
    ? `, catalog updated ${formatDate(status.catalogUpdatedAt)}`
    : '';
  return `Bulwark’s breach index: ${plural(status.indexedBreachCount, 'breach', 'breaches')}, ${plural(status.indexedAddressCount, 'address', 'addresses')} indexed${catalog}.`;
}

function whyNothingElse(status: BreachDataStatus, sources: SourceReport[]): string {
  if (!status.hibpConfigured) return 'and Have I Been Pwned is not configured.';
  if (sources.some((source) => source.source === 'hibp'))
    return 'and Have I Been Pwned did not answer.';
  return 'and this private check does not ask Have I Been Pwned: choose “Also ask Have I Been Pwned” to include it.';
}

interface BreachDataCoverageProps {
  status: BreachDataStatus | undefined;
  /** The sources the result covers, as the result reported them. */
  sources: SourceReport[];
}

/**
 * What a result was checked against, with the data's size and date, so "none found" is never a
 * silent no. With no breach data loaded and no HIBP answer, it says plainly that nothing was checked.
 */
/** No breach data loaded and no answer from HIBP: a result of "none" means nothing was looked at. */
export function checkedNothing(status: BreachDataStatus | undefined, sources: SourceReport[]) {
  const hibpAnswered = sources.some((source) => source.source === 'hibp' && source.status === 'ok');
  return status !== undefined && status.indexedBreachCount === 0 && !hibpAnswered;
}

export function BreachDataCoverage({ status, sources }: BreachDataCoverageProps) {
  if (!status) return null;
  if (!checkedNothing(status, sources)) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {describeIndex(status)}
      </Text>
    );
  }
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          No breach data is loaded, so “none found” means nothing was checked.
        </Alert.Title>
        <Alert.Description>
          Bulwark’s breach index holds no addresses yet, {whyNothingElse(status, sources)} An
          administrator can load breach files with <code>npm run ingest:breach</code>
          {status.hibpConfigured ? '.' : ' or set HIBP_API_KEY.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
