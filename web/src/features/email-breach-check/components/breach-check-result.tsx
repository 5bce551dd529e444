import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import type {
  BreachDataStatus,
  BreachSummary,
  SourceReport,
} from '@bulwark/contracts/schemas/breach.schema';
import type { ReactNode } from 'react';
import type { CheckEmailOutcome } from '../api/check-email';
import { BreachDataCoverage, checkedNothing } from './breach-data-coverage';
import { formatDate } from './breach-facts';
import { BreachResultItem } from './breach-result-item';
import { HibpAttribution } from '@/components/hibp-attribution';

interface BreachCheckResultProps {
  outcome: CheckEmailOutcome;
  status: BreachDataStatus | undefined;
  renderActions?: ((breach: BreachSummary) => ReactNode) | undefined;
}

function describeSource(report: SourceReport): string {
  if (report.source === 'local') {
    return `Bulwark’s breach index${report.dataUpdatedAt ? ` (updated ${formatDate(report.dataUpdatedAt)})` : ''}`;
  }
  return 'Have I Been Pwned';
}

/** The sources a result covers, named, with the data's date: "none found" is never vague. */
function sourcesOf(
  outcome: CheckEmailOutcome,
  status: BreachDataStatus | undefined,
): SourceReport[] {
  if (outcome.kind === 'all-sources')
    return outcome.result.sources.filter((source) => source.status !== 'not-configured');
  return [{ source: 'local', status: 'ok', dataUpdatedAt: status?.indexUpdatedAt ?? null }];
}

export function BreachCheckResult({ outcome, status, renderActions }: BreachCheckResultProps) {
  const matches =
    outcome.kind === 'all-sources'
      ? outcome.result.breaches
      : outcome.result.breaches.map((breach) => ({ breach, sources: undefined }));
  const sources = sourcesOf(outcome, status);
  const answered = sources.filter((source) => source.status === 'ok').map(describeSource);
  const unavailable = sources.filter((source) => source.status === 'unavailable');
  const hidden = outcome.result.hiddenByDefault;
  const sensitive = outcome.kind === 'all-sources' ? outcome.result.sensitiveHidden : 0;
  const nothingChecked = checkedNothing(status, sources);
  return (
    <Stack as="section" gap="4" aria-labelledby="check-result" aria-live="polite">
      <Heading as="h2" size="lg" id="check-result">
        {matches.length > 0
          ? `${outcome.email} was found in ${matches.length} ${matches.length === 1 ? 'breach' : 'breaches'}`
          : nothingChecked
            ? `${outcome.email} could not be checked: there is no breach data to check it against`
            : `No breaches found for ${outcome.email}`}
      </Heading>
      <Text color="fg.muted">
        Sources checked: {(!nothingChecked && answered.join(' and ')) || 'none'}.
      </Text>
      <BreachDataCoverage status={status} sources={sources} />
      {unavailable.map((source) => (
        <Alert.Root key={source.source} status="warning">
          <Alert.Indicator />
          <Alert.Title>
            {describeSource(source)} was unavailable{source.detail ? `: ${source.detail}` : ''} This
            result does not include it.
          </Alert.Title>
        </Alert.Root>
      ))}
      {hidden > 0 ? (
        <Text textStyle="sm">
          {hidden} spam-list, fabricated or retired breaches are not shown.
        </Text>
      ) : null}
      {sensitive > 0 ? (
        <Text textStyle="sm">
          {sensitive} sensitive breaches show only for addresses you have confirmed are yours.
        </Text>
      ) : null}
      {matches.length > 0 ? (
        <Stack as="ul" gap="3" listStyleType="none">
          {matches.map(({ breach, sources: found }) => (
            <BreachResultItem
              key={breach.name}
              breach={breach}
              {...(found ? { sources: found } : {})}
              actions={renderActions?.(breach)}
            />
          ))}
        </Stack>
      ) : null}
      <HibpAttribution />
    </Stack>
  );
}
