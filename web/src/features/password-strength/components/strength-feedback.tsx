import { Alert, List } from '@chakra-ui/react';
import type { StrengthReport } from '../lib/strength-report';

export function StrengthFeedback({ feedback }: Pick<StrengthReport, 'feedback'>) {
  if (!feedback.warning && feedback.suggestions.length === 0) return null;
  return (
    <Alert.Root status={feedback.warning ? 'warning' : 'info'}>
      <Alert.Indicator />
      <Alert.Content>
        {feedback.warning ? <Alert.Title>{feedback.warning}</Alert.Title> : null}
        {feedback.suggestions.length > 0 ? (
          <Alert.Description>
            <List.Root ps="4">
              {feedback.suggestions.map((suggestion) => (
                <List.Item key={suggestion}>{suggestion}</List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
