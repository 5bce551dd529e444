import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { RiskResult } from '@bulwark/contracts/risk-assessment/model-types';
import type {
  RiskAssessment,
  RiskOverview,
} from '@bulwark/contracts/schemas/risk-assessment.schema';
import { useFocusHeading } from '../../hooks/use-focus-heading';
import type { useQuestionnaire } from '../../hooks/use-questionnaire';
import { contextQuestion, scoredQuestion } from '../../lib/question-lookup';
import { staleAnswerDate } from '../../lib/staleness';
import { ContextQuestionField } from './context-question-field';
import { DerivedAddressCoverage } from './derived-address-coverage';
import { QuestionField } from './question-field';
import { VerifiedFacts } from './verified-facts';

interface QuestionnairePageProps {
  page: { id: string; title: string; questionIds: readonly string[] } | undefined;
  index: number;
  pageCount: number;
  questionnaire: ReturnType<typeof useQuestionnaire>;
  preview: RiskResult;
  draft: RiskAssessment;
  overview: RiskOverview;
  focusOnMount: boolean;
}

/** One section: its heading (focused on arrival), what Bulwark already knows, its questions. */
export function QuestionnairePage(props: QuestionnairePageProps) {
  const { page, index, pageCount, questionnaire, preview, draft, overview, focusOnMount } = props;
  const headingRef = useFocusHeading<HTMLHeadingElement>(index, focusOnMount);
  if (!page) return null;
  const now = new Date(overview.serverTime);
  const next = index + 1 < pageCount ? `Next` : 'Review my answers';
  return (
    <Stack as="section" gap="5" aria-labelledby={`risk-page-${page.id}`}>
      <Stack gap="1">
        <Text textStyle="sm" color="fg.muted">
          Section {index + 1} of {pageCount}
        </Text>
        <Heading
          as="h2"
          size="xl"
          id={`risk-page-${page.id}`}
          ref={headingRef}
          tabIndex={-1}
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
        >
          {page.title}
        </Heading>
      </Stack>
      <VerifiedFacts category={page.id} items={preview.items} />
      {page.questionIds.map((id) => {
        const context = contextQuestion(id);
        if (context) {
          return (
            <ContextQuestionField
              key={id}
              question={context}
              value={questionnaire.answers[id] ?? []}
              onAnswer={questionnaire.answer}
              keepPrivate={questionnaire.keepPrivate}
              onKeepPrivateChange={questionnaire.setKeepPrivate}
            >
              {/* D2 is worked out, not asked: it confirms the count right where it is given. */}
              {id === 'X2' ? (
                <DerivedAddressCoverage
                  answers={questionnaire.answers}
                  monitored={overview.observed.verifiedMonitoredAddresses}
                />
              ) : null}
            </ContextQuestionField>
          );
        }
        const question = scoredQuestion(id);
        return question ? (
          <QuestionField
            key={id}
            question={question}
            answers={questionnaire.answers}
            onAnswer={questionnaire.answer}
            staleSince={staleAnswerDate(draft.answeredAt[id], now)}
            onReconfirm={questionnaire.reconfirm}
          />
        ) : null;
      })}
      <HStack gap="3" justify="space-between">
        <Button
          variant="outline"
          onClick={() => questionnaire.goTo(index - 1)}
          disabled={index === 0}
        >
          Back
        </Button>
        <Button colorPalette="blue" onClick={() => questionnaire.goTo(index + 1)}>
          {next}
        </Button>
      </HStack>
    </Stack>
  );
}
