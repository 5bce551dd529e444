import { Alert, Button, Stack } from '@chakra-ui/react';
import type { UnansweredQuestion } from '../../lib/review';

interface UnansweredNoticeProps {
  unanswered: readonly UnansweredQuestion[];
  onEdit: (pageIndex: number) => void;
}

/** Skipping is allowed; this says what was skipped and what that means for the score. */
export function UnansweredNotice({ unanswered, onEdit }: UnansweredNoticeProps) {
  if (unanswered.length === 0) return null;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {unanswered.length === 1
            ? '1 question is unanswered.'
            : `${unanswered.length} questions are unanswered.`}
        </Alert.Title>
        <Alert.Description>
          You can submit anyway: unanswered questions are left out of the score (they count neither
          for nor against you), and your confidence is lower until you answer them.
        </Alert.Description>
        <Stack as="ul" gap="1" mt="2" ps="4" listStyleType="disc" aria-label="Unanswered questions">
          {unanswered.map((item) => (
            <li key={item.questionId}>
              {item.prompt}{' '}
              <Button
                size="xs"
                variant="plain"
                px="0"
                colorPalette="blue"
                textDecoration="underline"
                onClick={() => onEdit(item.pageIndex)}
              >
                Answer it
              </Button>
            </li>
          ))}
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
