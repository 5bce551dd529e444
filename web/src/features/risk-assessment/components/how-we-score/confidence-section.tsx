import { List, Text } from '@chakra-ui/react';
import { CONFIDENCE_THRESHOLDS } from '@bulwark/contracts/risk-assessment/confidence';
import { FRESH_FOR_DAYS } from '@bulwark/contracts/risk-assessment/model';
import { HowWeScoreSection } from './how-we-score-section';

function percent(share: number): string {
  return `${Math.round(share * 100)} %`;
}

/** Shown next to the score; it never changes the score. */
export function ConfidenceSection() {
  const { high, medium } = CONFIDENCE_THRESHOLDS;
  return (
    <HowWeScoreSection id="confidence" title="Confidence">
      <Text>
        Confidence says how much of the score rests on fresh, certain facts. It is the weighted
        share conf = Σ w·q / Σ w over the items that count, plus the measured items Bulwark could
        not measure, where q is:
      </Text>
      <List.Root gap="1" ps="5">
        <List.Item>1 for a fresh answer, or a measured item Bulwark could read;</List.Item>
        <List.Item>{`0.5 for “Not sure”, or an answer older than ${FRESH_FOR_DAYS} days;`}</List.Item>
        <List.Item>
          0 for a measured item Bulwark could not read (for example, no monitored address).
        </List.Item>
      </List.Root>
      <Text>
        {`High from ${percent(high)}, Medium from ${percent(medium)}, Low below ${percent(medium)}. The quick check usually lands in Medium: the full assessment raises it.`}
      </Text>
    </HowWeScoreSection>
  );
}
