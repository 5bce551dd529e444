import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { WhyThisMatters } from './why-this-matters';

interface QuestionFrameProps {
  /** Labels the answer control (its aria-labelledby). */
  promptId: string;
  prompt: string;
  why: string;
  articleHref?: string | undefined;
  /** e.g. "(optional)" or "Only asked because you use a password manager". */
  note?: string | undefined;
  /** Answered more than 180 days ago: asks to re-confirm (confidence only, never points). */
  staleSince?: string | null | undefined;
  onReconfirm?: (() => void) | undefined;
  onClear?: (() => void) | undefined;
  children: ReactNode;
}

/** A question as a fieldset: the prompt is its legend, so each option reads with its question. */
export function QuestionFrame(props: QuestionFrameProps) {
  const { promptId, prompt, why, articleHref, note, staleSince, onReconfirm, onClear, children } =
    props;
  return (
    <Box as="fieldset" borderWidth="1px" rounded="l3" p={{ base: '4', md: '5' }} minW="0">
      {/* Floated so it sits inside the border like any heading; still the fieldset's name. */}
      <Text
        as="legend"
        id={promptId}
        fontWeight="semibold"
        fontSize="lg"
        float="left"
        w="full"
        mb="2"
      >
        {prompt}
      </Text>
      <Stack gap="2" clear="both">
        {note ? (
          <Text textStyle="sm" color="fg.muted">
            {note}
          </Text>
        ) : null}
        <WhyThisMatters why={why} articleHref={articleHref} />
        {staleSince ? (
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="orange" variant="surface">
              Re-confirm: answered {staleSince}
            </Badge>
            {onReconfirm ? (
              <Button size="xs" variant="outline" onClick={onReconfirm}>
                Still true
              </Button>
            ) : null}
          </HStack>
        ) : null}
        {children}
        {onClear ? (
          <Button
            size="xs"
            variant="plain"
            px="0"
            alignSelf="start"
            color="fg.muted"
            onClick={onClear}
          >
            Clear my answer (skip this question)
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
