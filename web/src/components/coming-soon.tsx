import { Alert, Stack, Text } from '@chakra-ui/react';
import { PageHeader } from './page-header';

interface ComingSoonProps {
  title: string;
  /** What the feature will do, in one short paragraph. */
  description: string;
}

/** An honest placeholder for a feature that is still being built. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <Stack gap="0">
      <PageHeader title={title} />
      <Alert.Root status="info" mb="6">
        <Alert.Indicator />
        <Alert.Title>Coming soon: this feature is being built.</Alert.Title>
      </Alert.Root>
      <Text fontSize="lg">{description}</Text>
    </Stack>
  );
}
