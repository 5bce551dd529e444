import { Checkbox, HStack, List, Stack, Text } from '@chakra-ui/react';
import { DetailsDisclosure } from '@/components/details-disclosure';
import { CircleCheck, CircleHelp, CircleX } from 'lucide-react';
import type { CheckStatus, NistCheck } from '../lib/nist-verdict';

const ICONS: Record<CheckStatus, { icon: typeof CircleCheck; color: string; word: string }> = {
  pass: { icon: CircleCheck, color: 'green.600', word: 'Passes' },
  fail: { icon: CircleX, color: 'red.600', word: 'Fails' },
  unknown: { icon: CircleHelp, color: 'fg.muted', word: '' },
};

interface NistVerdictCardProps {
  checks: NistCheck[];
  hasTwoStep: boolean;
  onTwoStepChange: (hasTwoStep: boolean) => void;
}

/**
 * The rules a good password meets, in plain words (NIST SP 800-63B rev 4 behind Details): length
 * (15, or 8 with two-step sign-in), not a common password, not in known breaches.
 */
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
      <List.Root variant="plain" gap="2" aria-label="Password rules">
        {checks.map((check) => {
          const { icon: Icon, color, word } = ICONS[check.status];
          return (
            <List.Item key={check.id}>
              <HStack align="start" gap="2">
                <Icon color="currentColor" aria-hidden style={{ flexShrink: 0 }} />
                <Stack gap="0" color={color}>
                  {/* An unknown result's label says what is not known; no verdict word before it. */}
                  <Text fontWeight="medium">{word ? `${word}: ${check.label}` : check.label}</Text>
                  {check.detail ? (
                    <Text color="fg.muted" fontSize="sm">
                      {check.detail}
                    </Text>
                  ) : null}
                </Stack>
              </HStack>
            </List.Item>
          );
        })}
      </List.Root>
      <DetailsDisclosure>
        These are the password rules of NIST SP 800-63B revision 4, the US standard for sign-in:
        length (15 characters for a password used alone, 8 with a second step), a blocklist of
        common and breached passwords, and no composition rules (it says services shall not demand
        mixes of upper case, digits or symbols). This server refuses the same passwords at sign-up.
      </DetailsDisclosure>
    </Stack>
  );
}
