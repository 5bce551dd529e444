import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { RiskAnswers, RiskResult } from '@bulwark/contracts/risk-assessment/model-types';
import type { RiskAssessment } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { generateId } from '@bulwark/contracts/ids';
import { useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { getErrorMessage } from '@/lib/get-error-message';
import { useSubmitAssessment } from '../../api/submit-assessment';
import { useFocusHeading } from '../../hooks/use-focus-heading';
import type { PrivateMemory } from '../../lib/private-answers';
import { unansweredQuestions } from '../../lib/review';
import { BandBadge } from '../results/band-badge';
import { ReviewSection } from './review-section';
import { UnansweredNotice } from './unanswered-notice';

interface ReviewPageProps {
  draft: RiskAssessment;
  pages: readonly { id: string; title: string; questionIds: readonly string[] }[];
  answers: RiskAnswers;
  questionIds: readonly string[];
  preview: RiskResult;
  memory: PrivateMemory;
  onEdit: (pageIndex: number) => void;
  saveNow: () => Promise<boolean>;
  focusOnMount: boolean;
}

/** Every answer by section with "Edit" links, what is still unanswered, then submit. */
export function ReviewPage(props: ReviewPageProps) {
  const { draft, pages, answers, questionIds, preview, memory, onEdit, saveNow, focusOnMount } =
    props;
  const headingRef = useFocusHeading<HTMLHeadingElement>('review', focusOnMount);
  const submit = useSubmitAssessment();
  const flight = useSingleFlight();
  // One submit of this draft, however often it is sent: the server completes it once per key.
  const [idempotencyKey] = useState(generateId);
  const [notSaved, setNotSaved] = useState(false);
  const unanswered = unansweredQuestions(pages, questionIds, answers);

  function handleSubmit() {
    void flight.run(async () => {
      const isSaved = await saveNow();
      setNotSaved(!isSaved);
      if (isSaved) await mutateSettled(submit, { id: draft.id, idempotencyKey });
    });
  }

  return (
    <Stack as="section" gap="6" aria-labelledby="risk-review-heading">
      <Heading as="h2" size="xl" id="risk-review-heading" ref={headingRef} tabIndex={-1}>
        Review your answers
      </Heading>
      {preview.score !== null && preview.band ? (
        <HStack gap="3" wrap="wrap">
          <Text fontSize="lg">
            With these answers, your score would be {preview.score} out of 100.
          </Text>
          <BandBadge band={preview.band} size="md" />
        </HStack>
      ) : null}
      <UnansweredNotice unanswered={unanswered} onEdit={onEdit} />
      {pages.map((page, index) => (
        <ReviewSection
          key={page.id}
          page={page}
          answers={answers}
          memory={memory}
          onEdit={() => onEdit(index)}
        />
      ))}
      <FormError message={submit.isError ? getErrorMessage(submit.error) : null} />
      {notSaved ? (
        <FormError message="Some answers are not saved yet, so the assessment was not submitted. Check your connection and try again." />
      ) : null}
      <HStack gap="3" justify="space-between">
        <Button variant="outline" onClick={() => onEdit(pages.length - 1)}>
          Back
        </Button>
        <Button colorPalette="blue" size="lg" loading={flight.isPending} onClick={handleSubmit}>
          Submit and see my results
        </Button>
      </HStack>
    </Stack>
  );
}
