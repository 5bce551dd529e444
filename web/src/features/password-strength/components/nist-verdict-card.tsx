import { Checkbox, HStack, List, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, CircleHelp, CircleX } from 'lucide-react';
import type { CheckStatus, NistCheck } from '../lib/nist-verdict';

const ICONS: Record<CheckStatus, { icon: typeof CircleCheck; color: string; word: string }> = {
  pass: { icon: CircleCheck, color: 'green.600', word: 'Passes' },
  fail: { icon: CircleX, color: 'red.600', word: 'Fails' },
  unknown: { icon: CircleHelp, color: 'fg.muted', word: 'Not known yet' },
};

interface NistVerdictCardProps {
  checks: NistCheck[];
  hasTwoStep: boolean;
  onTwoStepChange: (hasTwoStep: boolean) => void;
}

/** NIST SP 800-63B rev 4: length (15, or 8 with two-step sign-in), common list, breaches. */
export function NistVerdictCard({ checks, hasTwoStep, onTwoStepChange }: NistVerdictCardProps) {
  return (
    <Stack gap="3">
      <Checkbox.Root
        checked={hasTwoStep}
        onCheckedChange={(details) => onTwoStepChange(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>This account also uses two-step sign-in</Checkbox.Label>
      </Checkbox.Root>
      <List.Root variant="plain" gap="2" aria-label="NIST SP 800-63B checks">
        {checks.map((check) => {
          const { icon: Icon, color, word } = ICONS[check.status];
          return (
            <List.Item key={check.id}>
              <HStack align="start" gap="2">
                <Icon color="currentColor" aria-hidden style={{ flexShrink: 0 }} />
                <Stack gap="0" color={color}>
                  <Text fontWeight="medium">{`${word}: ${check.label}`}</Text>
                  <Text color="fg.muted" fontSize="sm">
                    {check.detail}
                  </Text>
                </Stack>
              </HStack>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
