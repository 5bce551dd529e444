import { Button, DataList, HStack, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { RiskAnswers } from '@bulwark/contracts/risk-assessment/model-types';
import { describeAnswer } from '../../lib/describe-answer';
import type { PrivateMemory } from '../../lib/private-answers';
import { contextQuestion, scoredQuestion } from '../../lib/question-lookup';

interface ReviewSectionProps {
  page: { id: string; title: string; questionIds: readonly string[] };
  answers: RiskAnswers;
  memory: PrivateMemory;
  onEdit: () => void;
}

/** One section's answers in words, with an "Edit" link back to its page. */
export function ReviewSection({ page, answers, memory, onEdit }: ReviewSectionProps) {
  return (
    <Stack gap="3" borderWidth="1px" rounded="l3" p="4">
      <HStack justify="space-between" gap="3">
        <Heading as="h3" size="md">
          {page.title}
        </Heading>
        <Button size="sm" variant="outline" onClick={onEdit}>
          Edit<VisuallyHidden> {page.title}</VisuallyHidden>
        </Button>
      </HStack>
      <DataList.Root orientation="vertical" gap="3">
        {page.questionIds.map((id) => {
          const question = scoredQuestion(id) ?? contextQuestion(id);
          if (!question) return null;
          const isDerived = 'kind' in question && question.kind === 'derived';
          const described = describeAnswer(id, answers);
          const isPrivate = (memory.answers[id] ?? []).length > 0;
          return (
            <DataList.Item key={id}>
              <DataList.ItemLabel color="fg.muted">{question.prompt}</DataList.ItemLabel>
              <DataList.ItemValue>
                {isDerived ? (
                  <Text>Worked out by Bulwark from your monitored addresses.</Text>
                ) : described ? (
                  <Text>
                    {described}
                    {isPrivate ? ' (one choice is kept on this page only and not saved)' : ''}
                  </Text>
                ) : (
                  <Text color="fg.muted" fontStyle="italic">
                    Not answered
                  </Text>
                )}
              </DataList.ItemValue>
            </DataList.Item>
          );
        })}
      </DataList.Root>
    </Stack>
  );
}
