import { Box, List, Text } from '@chakra-ui/react';
import { FRESH_FOR_DAYS, NOT_SURE_VALUE } from '@bulwark/contracts/risk-assessment/model';
import { HowWeScoreSection } from './how-we-score-section';

const FORMULAS = [
  'S_raw = 100 · Σ wᵢ·cᵢ / Σ wᵢ   (over the items that apply)',
  'S_category = the same, over that category’s items',
  'G = the lowest limit among triggered caps (100 when none is)',
  'S = round( min(S_raw, G) )',
].join('\n');

/** The formula of design §6.4, with each symbol in words. */
export function FormulaSection() {
  return (
    <HowWeScoreSection id="formula" title="The formula">
      <Box
        as="pre"
        fontFamily="mono"
        fontSize="sm"
        bg="bg.muted"
        p="4"
        rounded="l2"
        overflowX="auto"
        whiteSpace="pre"
      >
        {FORMULAS}
      </Box>
      <List.Root gap="2" ps="5">
        <List.Item>
          Every question and measured item has a weight w (likelihood × impact, each 1 to 3, so 1 to
          9) and a protection value c between 0 and 1: 1 is fully protected, 0 is not at all.
        </List.Item>
        <List.Item>
          The raw score is the weighted average of c, times 100. Category scores use the same
          formula on their own items.
        </List.Item>
        <List.Item>{`“Not sure” counts as ${NOT_SURE_VALUE}: a little more than “no”, and the item goes on a “Check these” list.`}</List.Item>
        <List.Item>
          “Not applicable”, questions that do not apply to you (skip logic), questions not answered
          yet, and measured items Bulwark cannot measure are left out of both sums, so they neither
          help nor hurt, and the other items keep their relative weights.
        </List.Item>
        <List.Item>
          Caps then hold the score down when a single gap is serious enough (see below); they never
          raise it. The result is rounded to a whole number.
        </List.Item>
        <List.Item>{`Answers older than ${FRESH_FOR_DAYS} days ask to be re-confirmed. They lower the confidence, never the points: habits do not decay on a timer.`}</List.Item>
      </List.Root>
      <Text color="fg.muted">
        Because every item only adds protection, improving any answer or fixing any signal never
        lowers the score.
      </Text>
    </HowWeScoreSection>
  );
}
