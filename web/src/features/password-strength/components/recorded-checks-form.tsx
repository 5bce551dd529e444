import { Button, Checkbox, Field, Input, Stack, Text } from '@chakra-ui/react';
import {
  PASSWORD_CHECK_LABEL_MAX,
  RecordPasswordCheckInputSchema,
} from '@bulwark/contracts/schemas/password-check.schema';
import type { PwnedPasswordsSource } from '@bulwark/contracts/schemas/pwned-passwords-status.schema';
import { type FormEvent, type ReactNode, useState } from 'react';
import { z } from 'zod';
import { FormError } from '@/components/ui/form-error';
import { FormStack } from '@/components/ui/form-stack';
import { toast } from '@/components/ui/toast-store';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { getErrorMessageOrNull } from '@/lib/get-error-message';
import { useRecordPasswordCheck } from '../api/password-checks';
import type { BreachCheck } from '../lib/nist-verdict';
import type { StrengthReport } from '../lib/strength-report';

export interface RecordedChecksFormProps {
  /** The zxcvbn score the page shows for the password in the field. */
  score: StrengthReport['score'];
  /** False while the shown estimate is for an earlier keystroke. */
  isEstimateCurrent: boolean;
  breach: BreachCheck;
  /** Where the server's breach answers come from; `off` when it has none. */
  breachSource: PwnedPasswordsSource | undefined;
}

const REASON_ID = 'record-check-blocked-reason';

/**
 * Why the check cannot be recorded yet, or null. Every breach result can be recorded, including
 * "unavailable" (as unknown, which the risk model counts as neither found nor clean); only a check
 * still under way, or not started, has no result yet.
 */
function blockedReason({ isEstimateCurrent, breach, breachSource }: RecordedChecksFormProps) {
  if (!isEstimateCurrent) return 'Waiting for the strength estimate of what you typed…';
  if (breachSource === 'off' || breach.status === 'unavailable' || breach.status === 'done')
    return null;
  if (breach.status === 'checking') return 'Waiting for the breach check…';
  return 'Check breaches first (leave the field or press Check breaches).';
}

/** The breach result to record: found or not, or null (unknown) when nobody could look. */
function breachResult(breach: BreachCheck): boolean | null {
  return breach.status === 'done' ? breach.count > 0 : null;
}

/** "Count this check toward my risk assessment": a label and two flags; never the password. */
export function RecordedChecksForm(props: RecordedChecksFormProps) {
  const [label, setLabel] = useState('');
  const [isReused, setReused] = useState(false);
  const [isInUse, setInUse] = useState(true);
  const [labelError, setLabelError] = useState<string | undefined>();
  const record = useRecordPasswordCheck();
  const { isPending, run } = useSingleFlight();
  const reason = blockedReason(props);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason !== null) return;
    const parsed = RecordPasswordCheckInputSchema.safeParse({
      label,
      score: props.score,
      pwned: breachResult(props.breach),
      reused: isReused,
      inUse: isInUse,
    });
    if (!parsed.success) {
      setLabelError(z.flattenError(parsed.error).fieldErrors.label?.[0]);
      return;
    }
    void run(async () => {
      const saved = await mutateSettled(record, parsed.data);
      if (!saved) return;
      setLabel('');
      toast({ title: `Recorded the check “${saved.data.label}”.` });
    });
  }

  return (
    <FormStack gap="4" onSubmit={onSubmit} aria-label="Record this check">
      <Text color="fg.muted">
        Only the label, the strength score and these flags are stored: never the password, nor any
        hash of it.
      </Text>
      <FormError message={getErrorMessageOrNull(record.error)} />
      <Field.Root required invalid={Boolean(labelError)} maxW="sm">
        <Field.Label>Label</Field.Label>
        <Input
          name="label"
          value={label}
          maxLength={PASSWORD_CHECK_LABEL_MAX}
          autoComplete="off"
          onChange={(event) => {
            setLabel(event.target.value);
            setLabelError(undefined);
          }}
        />
        <Field.HelperText>Where you use it, such as “Bank”. Not the password.</Field.HelperText>
        <Field.ErrorText>{labelError}</Field.ErrorText>
      </Field.Root>
      <Stack gap="2">
        <FlagCheckbox checked={isReused} onChange={setReused}>
          I use this password on other sites too
        </FlagCheckbox>
        <FlagCheckbox checked={isInUse} onChange={setInUse}>
          I still use this password
        </FlagCheckbox>
      </Stack>
      <RecordingNote reason={reason} isBreachUnknown={breachResult(props.breach) === null} />
      <Button
        type="submit"
        alignSelf="start"
        colorPalette="blue"
        disabled={reason !== null}
        loading={isPending}
        aria-describedby={reason ? REASON_ID : undefined}
      >
        Record check
      </Button>
    </FormStack>
  );
}

/** Why the button is disabled, or what recording now will store when the breach result is unknown. */
function RecordingNote({
  reason,
  isBreachUnknown,
}: {
  reason: string | null;
  isBreachUnknown: boolean;
}) {
  if (reason !== null) {
    return (
      <Text id={REASON_ID} color="fg.muted" textStyle="sm">
        {reason}
      </Text>
    );
  }
  if (!isBreachUnknown) return null;
  return (
    <Text color="fg.muted" textStyle="sm">
      Whether this password is in known breaches is unknown: the check is recorded as unknown, which
      your risk assessment counts as neither found nor clean.
    </Text>
  );
}

function FlagCheckbox(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Checkbox.Root
      checked={props.checked}
      onCheckedChange={(details) => props.onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{props.children}</Checkbox.Label>
    </Checkbox.Root>
  );
}
