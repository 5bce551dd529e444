import { Link, Stack, Text } from '@chakra-ui/react';
import { actionById } from '@bulwark/contracts/risk-assessment/actions';
import type { RiskResult } from '@bulwark/contracts/risk-assessment/model-types';
import { notSureItems } from '@bulwark/contracts/risk-assessment/rank-actions';
import { Link as RouterLink } from 'react-router-dom';
import { scoredQuestion } from '../../lib/question-lookup';
import { articleHref } from '../../lib/tool-links';
import { ResultsSection } from './results-section';

/** "Not sure" answers, heaviest first: finding out is often the quickest gain of all. */
export function CheckTheseList({ result }: { result: RiskResult }) {
  const items = notSureItems(result);
  if (items.length === 0) return null;
  return (
    <ResultsSection
      title="Check these"
      description="You answered “Not sure”. Each counts a little for now; find out, then update your answer."
    >
      <Stack as="ul" gap="3" listStyleType="none">
        {items.map((item) => {
          const action = actionById(item.actionId);
          return (
            <Stack as="li" key={item.id} gap="1" borderWidth="1px" rounded="l2" p="3">
              <Text fontWeight="medium">{scoredQuestion(item.id)?.prompt ?? item.id}</Text>
              {action ? (
                <Link
                  asChild
                  colorPalette="blue"
                  variant="underline"
                  textStyle="sm"
                  alignSelf="start"
                >
                  <RouterLink to={articleHref(action.article)}>
                    How to check: {action.title}
                  </RouterLink>
                </Link>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
    </ResultsSection>
  );
}
