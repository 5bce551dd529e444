import { Box, HStack, Text } from '@chakra-ui/react';

interface QuestionnaireProgressProps {
  /** 1-based number of the first question on this page; 0 before the first (the context page). */
  position: number;
  total: number;
  answered: number;
  isReview: boolean;
}

/** The overall bar: where the person is, as a number a screen reader reads ("Question 5 of 12"). */
export function QuestionnaireProgress({
  position,
  total,
  answered,
  isReview,
}: QuestionnaireProgressProps) {
  const now = isReview ? total : position;
  const valueText = isReview
    ? `Review: all ${total} questions seen`
    : position === 0
      ? `About you, before question 1 of ${total}`
      : `Question ${position} of ${total}`;
  return (
    <Box>
      <HStack justify="space-between" textStyle="sm" mb="1" wrap="wrap">
        <Text fontWeight="medium" aria-hidden>
          {valueText}
        </Text>
        <Text color="fg.muted">
          {answered} of {total} answered
        </Text>
      </HStack>
      <Box
        role="progressbar"
        aria-label="Progress through the assessment"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={now}
        aria-valuetext={valueText}
        h="2"
        rounded="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        <Box
          h="full"
          bg="blue.solid"
          w={`${total === 0 ? 0 : (now / total) * 100}%`}
          transition="width 0.2s"
          _motionReduce={{ transition: 'none' }}
        />
      </Box>
    </Box>
  );
}
