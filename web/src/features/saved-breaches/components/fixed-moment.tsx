import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';

export interface NextBreach {
  title: string;
  /** The short label of its current step, if it has one. */
  stepLabel: string | null;
}

interface FixedMomentProps {
  title: string;
  progress: string;
  next: NextBreach | null;
  onContinue: () => void;
}

/**
 * The moment a breach is fixed: said in words, announced, and focused (the button pressed is
 * gone), with what comes next. The breach moves to Fixed when the person continues.
 */
export function FixedMoment({ title, progress, next, onContinue }: FixedMomentProps) {
  const headingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Alert.Root status="success" role="status" alignItems="start">
      <Box
        as="span"
        display="inline-flex"
        color="fg.success"
        animation="bounce 1s ease-in-out 2"
        _motionReduce={{ animation: 'none' }}
        aria-hidden
      >
        <PartyPopper />
      </Box>
      <Alert.Content>
        <Stack gap="2">
          <Alert.Title ref={headingRef} tabIndex={-1} outline="none" textStyle="md">
            {title} is fixed — {progress}
          </Alert.Title>
          <Alert.Description>
            <Text>It moves to Fixed, with its history. If anything changes, reopen it there.</Text>
            <Text mt="1">
              {next
                ? `Next up: ${next.title}${next.stepLabel ? ` — ${next.stepLabel}` : ''}.`
                : 'Nothing else on your list needs action. Bulwark keeps checking your verified addresses and tells you about new breaches.'}
            </Text>
          </Alert.Description>
          <HStack>
            <Button size="sm" colorPalette="gray" onClick={onContinue}>
              {next ? `Continue to ${next.title}` : 'Continue'}
            </Button>
          </HStack>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
