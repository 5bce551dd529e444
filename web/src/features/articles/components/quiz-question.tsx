import { Alert, Box, Button, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { ArticleContent } from '../lib/article-types';

type Question = NonNullable<ArticleContent['quiz']>[number];

export function QuizQuestion({ number, question }: { number: number; question: Question }) {
  const [choice, setChoice] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const labelId = useId();
  const isCorrect = choice === String(question.answer);
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="l2" p="5">
      <Text as="legend" id={labelId} fontWeight="semibold" px="1">
        {number}. {question.question}
      </Text>
      <RadioGroup.Root
        value={choice}
        onValueChange={(details) => {
          setChoice(details.value);
          setChecked(false);
        }}
        aria-labelledby={labelId}
        mt="3"
      >
        <Stack gap="2">
          {question.options.map((option, index) => (
            <RadioGroup.Item key={option} value={String(index)} alignItems="flex-start">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="1" />
              <RadioGroup.ItemText>{option}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <Button
        mt="4"
        size="sm"
        variant="outline"
        disabled={choice === null}
        onClick={() => setChecked(true)}
      >
        Check answer
      </Button>
      {checked ? (
        <Alert.Root status={isCorrect ? 'success' : 'warning'} mt="4" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {isCorrect
                ? 'Correct.'
                : `Not quite. The answer is: ${question.options[question.answer] ?? ''}`}
            </Alert.Title>
            <Alert.Description>{question.explanation}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Box>
  );
}
