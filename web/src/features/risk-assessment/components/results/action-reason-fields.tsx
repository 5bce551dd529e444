import { Field, RadioGroup, Stack } from '@chakra-ui/react';
import { RISK_REASON_MAX } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { LimitedTextarea } from '@/components/limited-text';
import {
  NOT_APPLICABLE_REASONS,
  notApplicableDetailMax,
  type NotApplicableReasonId,
} from '../../lib/action-reasons';

interface AcceptReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
}

export function AcceptReasonField({ value, onChange, problem }: AcceptReasonFieldProps) {
  return (
    <Field.Root invalid={problem !== null} required>
      <Field.Label>Why do you accept this risk?</Field.Label>
      <LimitedTextarea
        value={value}
        onValueChange={onChange}
        maxLength={RISK_REASON_MAX}
        placeholder="For example: my bank only allows a 5-digit PIN"
      />
      <Field.HelperText>A few words are enough (at least 3 characters).</Field.HelperText>
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
}

interface NotApplicableReasonFieldsProps {
  choice: NotApplicableReasonId | null;
  onChoiceChange: (choice: NotApplicableReasonId) => void;
  detail: string;
  onDetailChange: (detail: string) => void;
  problem: string | null;
}

export function NotApplicableReasonFields(props: NotApplicableReasonFieldsProps) {
  const { choice, onChoiceChange, detail, onDetailChange, problem } = props;
  return (
    <Stack gap="4">
      <Field.Root invalid={problem !== null && choice === null} required>
        <RadioGroup.Root
          value={choice}
          onValueChange={(details) => {
            const picked = NOT_APPLICABLE_REASONS.find((reason) => reason.id === details.value);
            if (picked) onChoiceChange(picked.id);
          }}
        >
          <RadioGroup.Label>Why doesn’t it apply to you?</RadioGroup.Label>
          <Stack gap="2" mt="2">
            {NOT_APPLICABLE_REASONS.map((reason) => (
              <RadioGroup.Item key={reason.id} value={reason.id} alignItems="flex-start">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator mt="0.5" />
                <RadioGroup.ItemText>{reason.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        {choice === null ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
      </Field.Root>
      <Field.Root invalid={problem !== null && choice !== null} required={choice === 'other'}>
        <Field.Label>
          {choice === 'other' ? 'Which reason?' : 'Anything to add? (optional)'}
        </Field.Label>
        <LimitedTextarea
          value={detail}
          onValueChange={onDetailChange}
          maxLength={notApplicableDetailMax(choice)}
        />
        {choice !== null ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
      </Field.Root>
    </Stack>
  );
}
