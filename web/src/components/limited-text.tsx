import {
  HStack,
  Input,
  type InputProps,
  Stack,
  Text,
  Textarea,
  type TextareaProps,
  useFieldContext,
  VisuallyHidden,
} from '@chakra-ui/react';
import { type ChangeEvent, useId, useState } from 'react';
import { limitText } from '@/lib/limit-text';
import { formatNumber } from '@/lib/format-number';

interface LimitProps {
  value: string;
  onValueChange: (value: string) => void;
  /** The server's limit: import it from contracts, next to the zod schema's `.max()`. */
  maxLength: number;
  /** Show the count from this many characters on; by default from 80 % of the limit. */
  countFrom?: number;
}

type ControlProps<P> = LimitProps & Omit<P, keyof LimitProps | 'onChange' | 'defaultValue'>;

/**
 * Keeps the text within `maxLength` the way the browser's own limit would, but never silently:
 * a live count near the limit ("1,980 / 2,000") and, when a paste or a keystroke goes over, what
 * fits is kept and a message says the text was cut.
 */
function useTextLimit({ value, onValueChange, maxLength, countFrom }: LimitProps) {
  const id = useId();
  const field = useFieldContext();
  // The cut is reported for as long as the text is the one it produced.
  const [lastCut, setLastCut] = useState<{ value: string; cut: number } | null>(null);
  const isCountShown = value.length >= (countFrom ?? Math.floor(maxLength * 0.8));
  const notice =
    lastCut?.value === value
      ? `Your text was cut to ${formatNumber(maxLength)} characters: ${formatNumber(lastCut.cut)} more did not fit.`
      : null;

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const control = event.currentTarget;
    const limited = limitText(value, control.value, maxLength);
    if (limited.cut > 0) {
      setLastCut({ value: limited.value, cut: limited.cut });
      // After React has put the kept text back, the caret goes after what was kept of the paste.
      requestAnimationFrame(() => control.setSelectionRange(limited.caret, limited.caret));
    }
    onValueChange(limited.value);
  }

  const describedBy = [
    field?.ariaDescribedby,
    isCountShown ? `${id}-count` : undefined,
    notice ? `${id}-notice` : undefined,
  ].filter(Boolean);

  const status = (
    <HStack justify="space-between" align="start" gap="3" textStyle="sm">
      <Text role="status" id={`${id}-notice`} color="orange.fg">
        {notice}
      </Text>
      {isCountShown ? (
        <Text
          id={`${id}-count`}
          flexShrink={0}
          fontVariantNumeric="tabular-nums"
          color={value.length >= maxLength ? 'orange.fg' : 'fg.muted'}
        >
          {`${formatNumber(value.length)} / ${formatNumber(maxLength)}`}
          <VisuallyHidden> characters</VisuallyHidden>
        </Text>
      ) : null}
    </HStack>
  );

  const controlProps = {
    value,
    onChange,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  };
  return { controlProps, status };
}

/** A textarea with a character limit that counts and says when it cut a paste. */
export function LimitedTextarea(props: ControlProps<TextareaProps>) {
  const { value, onValueChange, maxLength, countFrom, ...textareaProps } = props;
  const limit = useTextLimit({ value, onValueChange, maxLength, countFrom });
  return (
    <Stack gap="1" w="full">
      <Textarea {...textareaProps} {...limit.controlProps} />
      {limit.status}
    </Stack>
  );
}

/** A one-line input with a character limit that counts and says when it cut a paste. */
export function LimitedInput(props: ControlProps<InputProps>) {
  const { value, onValueChange, maxLength, countFrom, ...inputProps } = props;
  const limit = useTextLimit({ value, onValueChange, maxLength, countFrom });
  return (
    <Stack gap="1" w="full" minW="0">
      <Input {...inputProps} {...limit.controlProps} />
      {limit.status}
    </Stack>
  );
}
