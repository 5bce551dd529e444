import { Button, Code, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { clearGeneratedHistory, HISTORY_SIZE, useGeneratedHistory } from '../lib/generated-history';
import { describeEntropy } from '../lib/plain-entropy';
import { CopyButton } from './copy-button';

/** The last results, kept in this tab's memory only. */
export function GeneratedHistoryList() {
  const history = useGeneratedHistory();
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          Recent passwords
        </Heading>
        <Button
          size="sm"
          variant="ghost"
          disabled={history.length === 0}
          onClick={clearGeneratedHistory}
        >
          Clear
        </Button>
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        {`The last ${HISTORY_SIZE}, in this tab’s memory only: never stored, gone when you close or reload it.`}
      </Text>
      <List.Root variant="plain" gap="2" aria-label="Recent passwords">
        {history.map((entry) => (
          <List.Item key={entry.password} display="flex" gap="3" alignItems="center">
            <Code flex="1" wordBreak="break-all">
              {entry.password}
            </Code>
            <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              {describeEntropy(entry.entropyBits).word}
            </Text>
            <CopyButton text={entry.password} size="xs" subject={entry.description} />
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
