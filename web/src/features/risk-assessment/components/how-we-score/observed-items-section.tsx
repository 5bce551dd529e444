import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { RISK_CATEGORIES } from '@bulwark/contracts/risk-assessment/question-bank';
import { OBSERVED_ITEMS } from '@bulwark/contracts/risk-assessment/signals';
import { HowWeScoreSection } from './how-we-score-section';

function categoryLabel(id: string): string {
  return RISK_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}

/** The items Bulwark measures itself rather than asks about. */
export function ObservedItemsSection() {
  return (
    <HowWeScoreSection id="measured" title="What Bulwark measures">
      <Text>
        These items are not questions: Bulwark works them out from your own data whenever it
        changes, and marks them “Verified by Bulwark”: with a check mark when the finding is good
        (it costs no points), with a warning sign and “Needs attention” when it lowers your score.
        When there is nothing to measure yet (no monitored address, no breach data loaded on this
        server, addresses not checked yet, fewer recorded password checks than needed), the item is
        marked “not available” and left out of the score rather than guessed. Breaches you saved
        yourself count toward unresolved breaches even then.
      </Text>
      <Stack as="ul" gap="3" listStyleType="none">
        {OBSERVED_ITEMS.map((item) => (
          <Stack as="li" key={item.id} gap="2" borderWidth="1px" rounded="l2" p="4">
            <HStack gap="2" wrap="wrap">
              <Heading as="h3" size="md">{`${item.id}. ${item.title}`}</Heading>
              <Badge variant="surface" colorPalette="blue">
                Verified by Bulwark
              </Badge>
            </HStack>
            <Text
              textStyle="sm"
              color="fg.muted"
            >{`${categoryLabel(item.category)} · weight ${item.weight}`}</Text>
            <Text>{item.formula}</Text>
          </Stack>
        ))}
      </Stack>
    </HowWeScoreSection>
  );
}
