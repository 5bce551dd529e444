import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { PasswordConfirmForm } from './password-confirm-form';

export type TwoFactorAction = 'enable' | 'disable' | 'regenerate';

const CONFIRM_LABELS: Record<TwoFactorAction, string> = {
  enable: 'Continue',
  disable: 'Turn off two-step sign-in',
  regenerate: 'Create new backup codes',
};

interface TwoFactorControlsProps {
  isEnabled: boolean;
  /** The action waiting for the password, if any. */
  confirming: TwoFactorAction | null;
  onChoose: (action: TwoFactorAction | null) => void;
  onConfirm: (action: TwoFactorAction, password: string) => Promise<void>;
}

/** The status, and the actions that fit it; each asks for the password first. */
export function TwoFactorControls({
  isEnabled,
  confirming,
  onChoose,
  onConfirm,
}: TwoFactorControlsProps) {
  return (
    <Stack gap="4">
      <HStack gap="3">
        <Text>Status:</Text>
        <Badge colorPalette={isEnabled ? 'green' : 'gray'} size="md">
          {isEnabled ? 'On' : 'Off'}
        </Badge>
      </HStack>
      {confirming ? (
        <PasswordConfirmForm
          submitLabel={CONFIRM_LABELS[confirming]}
          tone={confirming === 'disable' ? 'danger' : 'default'}
          onConfirm={(password) => onConfirm(confirming, password)}
          onCancel={() => onChoose(null)}
        />
      ) : isEnabled ? (
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => onChoose('regenerate')}>
            New backup codes
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => onChoose('disable')}>
            Turn off
          </Button>
        </HStack>
      ) : (
        <Button alignSelf="start" colorPalette="blue" onClick={() => onChoose('enable')}>
          Turn on two-step sign-in
        </Button>
      )}
    </Stack>
  );
}
