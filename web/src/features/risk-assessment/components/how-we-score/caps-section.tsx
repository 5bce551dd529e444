import { Heading, Stack, Text } from '@chakra-ui/react';
import { RISK_CAPS } from '@bulwark/contracts/risk-assessment/caps';
import { HowWeScoreSection } from './how-we-score-section';

/** The gates: a single serious gap keeps the score down however good the rest is. */
export function CapsSection() {
  return (
    <HowWeScoreSection id="caps" title="Caps">
      <Text>
        {`Some gaps are serious enough that no amount of good habits elsewhere makes up for them. When one of these ${RISK_CAPS.length} is triggered, the score can go no higher than its limit, and the results page says so: “Your score would be 91 but is capped at 69 because…”.`}
      </Text>
      <Stack as="ul" gap="3" listStyleType="none">
        {RISK_CAPS.map((cap) => (
          <Stack as="li" key={cap.id} gap="1" borderWidth="1px" rounded="l2" p="4">
            <Heading as="h3" size="md">{`Capped at ${cap.limit}`}</Heading>
            <Text>
              <Text as="span" fontWeight="semibold">
                When:{' '}
              </Text>
              {cap.trigger}
            </Text>
            <Text>
              <Text as="span" fontWeight="semibold">
                Why:{' '}
              </Text>
              {cap.why}
            </Text>
          </Stack>
        ))}
      </Stack>
    </HowWeScoreSection>
  );
}
