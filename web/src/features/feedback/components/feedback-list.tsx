import { Badge, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormError } from '@/components/ui/form-error';
import { formatDateTime } from '@/lib/format-date';
import { getErrorMessage } from '@/lib/get-error-message';
import { useFeedbackList } from '../api/get-feedback-list';
import { CATEGORY_LABELS, RATING_LABELS } from '../feedback-labels';

/** What this person has sent before, newest first as the server orders it. */
export function FeedbackList() {
  const feedback = useFeedbackList();

  if (feedback.isPending) return <Skeleton height="24" rounded="l2" />;
  if (feedback.isError) return <FormError message={getErrorMessage(feedback.error)} />;
  if (feedback.data.length === 0) {
    return <Text color="fg.muted">You have not sent any feedback yet.</Text>;
  }

  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {feedback.data.map((item) => (
        <Card.Root as="li" key={item.id} variant="outline" size="sm">
          <Card.Body gap="2">
            <HStack gap="2" wrap="wrap">
              <Badge variant="subtle" colorPalette="blue">
                {CATEGORY_LABELS[item.category]}
              </Badge>
              <Text textStyle="sm" color="fg.muted">
                Rated {item.rating} of 5 ({RATING_LABELS[item.rating - 1] ?? 'unrated'}) ·{' '}
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </Text>
            </HStack>
            <Text whiteSpace="pre-wrap">{item.message}</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
