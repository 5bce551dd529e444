import { Heading, List, Stack, Text } from '@chakra-ui/react';
import {
  CONTEXT_QUESTIONS,
  QUESTION_COUNTS,
  RISK_CATEGORIES,
  RISK_QUESTIONS,
} from '@bulwark/contracts/risk-assessment/question-bank';
import { OBSERVED_ITEMS } from '@bulwark/contracts/risk-assessment/signals';
import { HowWeScoreSection } from './how-we-score-section';
import { QuestionEntry } from './question-entry';

/** The anchor of a category on this page. */
export function categoryAnchor(id: string): string {
  return `category-${id}`;
}

/** Every category with its questions, in the questionnaire's order. */
export function QuestionCatalogSection() {
  const { quick, full, workedOut, scored } = QUESTION_COUNTS;
  return (
    <HowWeScoreSection id="questions" title="The questions">
      <Text>
        {`${scored} scored questions in ${RISK_CATEGORIES.length} categories. ${workedOut} of them ${workedOut === 1 ? 'is' : 'are'} worked out from your data rather than asked, so the full assessment asks up to ${full} (an earlier answer can make some irrelevant). The quick check asks the ${quick} marked ★.`}
      </Text>
      {RISK_CATEGORIES.map((category) => {
        const questions = RISK_QUESTIONS.filter((question) => question.category === category.id);
        const measured = OBSERVED_ITEMS.filter((item) => item.category === category.id);
        return (
          <Stack
            as="section"
            key={category.id}
            gap="3"
            aria-labelledby={categoryAnchor(category.id)}
          >
            <Heading as="h3" size="lg" id={categoryAnchor(category.id)} scrollMarginTop="4">
              {category.label}
            </Heading>
            <Text color="fg.muted">{category.description}</Text>
            <Stack as="ul" gap="3" listStyleType="none">
              {questions.map((question) => (
                <QuestionEntry key={question.id} question={question} />
              ))}
            </Stack>
            {measured.length > 0 ? (
              <Text textStyle="sm">
                {`Also in this category, measured by Bulwark: ${measured.map((item) => `${item.id} ${item.title} (weight ${item.weight})`).join('; ')}.`}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </HowWeScoreSection>
  );
}

/** X1–X4: asked, never scored. */
export function ContextQuestionsSection() {
  return (
    <HowWeScoreSection id="context" title="Questions that are not scored">
      <Text>These only decide which questions apply to you and which help we offer.</Text>
      <List.Root gap="2" ps="5">
        {CONTEXT_QUESTIONS.map((question) => (
          <List.Item key={question.id}>
            <Text as="span" fontWeight="semibold">{`${question.id}. ${question.prompt}`}</Text>{' '}
            <Text as="span" color="fg.muted">
              {question.why}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </HowWeScoreSection>
  );
}
