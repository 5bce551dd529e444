import { Alert, Box, Button, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import {
  quizVerdicts,
  QUIZ_VERDICTS,
  type QuizVerdict,
  withQuizVerdict,
} from '../../lib/quiz-answers';

export interface QuizItem {
  id: string;
  from: string;
  message: string;
  answer: QuizVerdict;
  explanation: string;
}

interface PhishingQuizProps {
  items: readonly QuizItem[];
  value: readonly string[];
  onChange: (answer: string[] | null) => void;
}

/**
 * "Spot the phish", Jigsaw style: each message is judged once, then its clues are explained. The
 * verdict locks after answering, so the explanation teaches rather than hands out the points.
 */
export function PhishingQuiz({ items, value, onChange }: PhishingQuizProps) {
  const verdicts = quizVerdicts(value);
  const answered = items.filter((item) => verdicts[item.id]).length;
  return (
    <Stack gap="4">
      {items.map((item, index) => (
        <QuizMessage
          key={item.id}
          number={index + 1}
          item={item}
          verdict={verdicts[item.id] ?? null}
          onJudge={(verdict) => onChange(withQuizVerdict(value, items, item.id, verdict))}
        />
      ))}
      {answered > 0 ? (
        <Button
          size="xs"
          variant="plain"
          px="0"
          alignSelf="start"
          color="fg.muted"
          onClick={() => onChange(null)}
        >
          Try the quiz again
        </Button>
      ) : null}
    </Stack>
  );
}

interface QuizMessageProps {
  number: number;
  item: QuizItem;
  verdict: QuizVerdict | null;
  onJudge: (verdict: QuizVerdict) => void;
}

function QuizMessage({ number, item, verdict, onJudge }: QuizMessageProps) {
  const labelId = useId();
  const isCorrect = verdict === item.answer;
  return (
    <Stack gap="3" borderWidth="1px" rounded="l2" p="4" bg="bg.subtle">
      <Text id={labelId} fontWeight="semibold">
        Message {number}: phishing or legitimate?
      </Text>
      <Box as="figure" borderLeftWidth="4px" borderColor="border.emphasized" ps="3">
        <Text as="figcaption" textStyle="sm" color="fg.muted">
          From: {item.from}
        </Text>
        <Text as="blockquote" whiteSpace="pre-line">
          {item.message}
        </Text>
      </Box>
      <RadioGroup.Root
        value={verdict}
        disabled={verdict !== null}
        onValueChange={(details) => {
          const picked = QUIZ_VERDICTS.find((candidate) => candidate.id === details.value);
          if (picked) onJudge(picked.id);
        }}
        aria-labelledby={labelId}
      >
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          {QUIZ_VERDICTS.map((candidate) => (
            <RadioGroup.Item key={candidate.id} value={candidate.id}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{candidate.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {verdict ? (
        <Alert.Root status={isCorrect ? 'success' : 'warning'} role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {isCorrect
                ? 'Right.'
                : `Not quite: it is ${item.answer === 'phish' ? 'phishing' : 'legitimate'}.`}
            </Alert.Title>
            <Alert.Description>{item.explanation}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
