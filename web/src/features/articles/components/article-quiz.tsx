import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ArticleContent } from '../lib/article-types';
import { QuizQuestion } from './quiz-question';

type Quiz = NonNullable<ArticleContent['quiz']>;

export function ArticleQuiz({ questions }: { questions: Quiz }) {
  return (
    <Box as="section" aria-labelledby="quiz" maxW="70ch">
      <Heading as="h2" id="quiz" size="lg" mb="1">
        Check what you learned
      </Heading>
      <Text color="fg.muted" mb="5">
        {questions.length} questions. Nothing is recorded: it is just for you.
      </Text>
      <Stack gap="6">
        {questions.map((question, index) => (
          <QuizQuestion key={question.question} number={index + 1} question={question} />
        ))}
      </Stack>
    </Box>
  );
}
