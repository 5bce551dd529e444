import { Heading, Stack } from '@chakra-ui/react';
import { PageHeader } from '@/components/page-header';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';
import { FeedbackList } from '@/features/feedback/components/feedback-list';

export function FeedbackRoute() {
  return (
    <>
      <PageHeader
        title="Feedback"
        description="Found a bug, have an idea, or something to say? A person reads every message."
      />
      <Stack gap="12">
        <FeedbackForm />
        <Stack as="section" gap="4" aria-labelledby="earlier-feedback">
          <Heading as="h2" size="lg" id="earlier-feedback">
            Your earlier feedback
          </Heading>
          <FeedbackList />
        </Stack>
      </Stack>
    </>
  );
}
