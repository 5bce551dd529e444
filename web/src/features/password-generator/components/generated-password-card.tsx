import { Alert, Badge, Box, Button, Card, HStack, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import type { GenerationOutcome } from '../lib/generate-from-settings';
import { describeEntropy } from '../lib/plain-entropy';
import { CopyButton } from './copy-button';

interface GeneratedPasswordCardProps {
  outcome: GenerationOutcome;
  onRegenerate: () => void;
}

/** The current password, large and monospaced, how strong it is in words, Copy and Regenerate. */
export function GeneratedPasswordCard({ outcome, onRegenerate }: GeneratedPasswordCardProps) {
  if (!outcome.ok) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{outcome.error}</Alert.Title>
      </Alert.Root>
    );
  }
  const { password, entropyBits, description } = outcome.result;
  const plain = describeEntropy(entropyBits);
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <Box
          as="output"
          aria-label="Generated password"
          fontFamily="mono"
          fontSize={{ base: 'lg', md: '2xl' }}
          wordBreak="break-all"
          data-testid="generated-password"
        >
          {password}
        </Box>
        <HStack gap="3" wrap="wrap">
          <Badge colorPalette={plain.palette} size="lg">
            {plain.word}
          </Badge>
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        </HStack>
        <Text>{plain.guessing}</Text>
        <HStack gap="3">
          <CopyButton text={password} colorPalette="blue" variant="solid" />
          <Button variant="outline" onClick={onRegenerate}>
            <RefreshCw />
            Regenerate
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
