import { DataList, HStack, Tag, Text, Wrap } from '@chakra-ui/react';
import type { BreachSummary } from '@bulwark/contracts/schemas/breach.schema';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';

// Still exported from here, where this feature's components import it.
export { formatDate };

/** Dates, size and every exposed data class (not only the first two). */
export function BreachFacts({ breach }: { breach: BreachSummary }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {breach.domain ? (
        <DataList.Item>
          <DataList.ItemLabel>Domain</DataList.ItemLabel>
          <DataList.ItemValue>{breach.domain}</DataList.ItemValue>
        </DataList.Item>
      ) : null}
      <DataList.Item>
        <DataList.ItemLabel>Breach date</DataList.ItemLabel>
        <DataList.ItemValue>{formatDate(breach.breachDate)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Added</DataList.ItemLabel>
        <DataList.ItemValue>{formatDate(breach.addedDate)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Accounts affected</DataList.ItemLabel>
        <DataList.ItemValue>{formatNumber(breach.pwnCount)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Exposed data</DataList.ItemLabel>
        <DataList.ItemValue>
          <Wrap gap="1" as="ul" aria-label={`${breach.dataClasses.length} kinds of data exposed`}>
            {breach.dataClasses.map((dataClass) => (
              <Tag.Root as="li" key={dataClass} size="sm" variant="surface">
                <Tag.Label>{dataClass}</Tag.Label>
              </Tag.Root>
            ))}
          </Wrap>
        </DataList.ItemValue>
      </DataList.Item>
      {breach.source === 'local' ? (
        <HStack>
          <Text textStyle="xs" color="fg.muted">
            Described by this Bulwark server’s operator (not from Have I Been Pwned).
          </Text>
        </HStack>
      ) : null}
    </DataList.Root>
  );
}
