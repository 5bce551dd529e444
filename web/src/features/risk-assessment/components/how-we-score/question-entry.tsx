import { Badge, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { NOT_APPLICABLE_OPTION } from '@bulwark/contracts/risk-assessment/model-types';
import type { RiskOption, RiskQuestion } from '@bulwark/contracts/risk-assessment/question-bank';

function optionValue(question: RiskQuestion, option: RiskOption): string {
  if (option.id === NOT_APPLICABLE_OPTION || option.value === 'na') return 'Not counted (left out)';
  const value = String(option.value);
  if (question.kind === 'multi') return option.exclusive ? `${value} (on its own)` : `+${value}`;
  return value;
}

/** One scored question: its wording, why it matters, its weight and what each answer is worth. */
export function QuestionEntry({ question }: { question: RiskQuestion }) {
  return (
    <Stack as="li" gap="2" borderWidth="1px" rounded="l2" p="4">
      <Heading as="h4" size="sm">{`${question.id}. ${question.prompt}`}</Heading>
      <HStack gap="2" wrap="wrap" textStyle="sm">
        <Text>{`Weight ${question.weight} (likelihood ${question.likelihood} × impact ${question.impact})`}</Text>
        {question.core ? (
          <Badge variant="surface" colorPalette="blue">
            <span aria-hidden="true">★</span> Quick check
          </Badge>
        ) : null}
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        {question.why}
      </Text>
      {question.showIfText ? (
        <Text textStyle="sm">{`Asked: ${question.showIfText}. Otherwise not applicable.`}</Text>
      ) : null}
      <QuestionScoring question={question} />
    </Stack>
  );
}

function QuestionScoring({ question }: { question: RiskQuestion }) {
  if (question.kind === 'derived') {
    return <Text textStyle="sm">{`Worked out from your data: ${question.scoringText ?? ''}`}</Text>;
  }
  if (question.kind === 'quiz') {
    // The messages and their answers stay in the questionnaire: printing them here spoils the quiz.
    return (
      <Text textStyle="sm">{`A quiz of ${question.quiz?.length ?? 0} messages. ${question.scoringText ?? ''}`}</Text>
    );
  }
  return (
    <Stack gap="1">
      {question.scoringText ? <Text textStyle="sm">{question.scoringText}</Text> : null}
      <Table.Root size="sm" variant="outline">
        <Table.Caption srOnly>{`Answers to ${question.id} and their values`}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Answer</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {question.options.map((option) => (
            <Table.Row key={option.id}>
              <Table.Cell>{option.label}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {optionValue(question, option)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
