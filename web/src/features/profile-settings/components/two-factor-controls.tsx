import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import type { Ref } from 'react';
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
  /** Where the keyboard lands when the form or the codes it was on go away. */
  statusRef?: Ref<HTMLDivElement>;
}

/**
 * The status, and the actions that fit it; each asks for the password first. "Off" is bad news:
 * amber with a warning sign and the way to fix it, never the green of a good outcome.
 */
function TwoFactorStatus({
  isEnabled,
  statusRef,
}: {
  isEnabled: boolean;
  statusRef: Ref<HTMLDivElement> | undefined;
}) {
  const status = isEnabled ? 'success' : 'warning';
  return (
    <Alert.Root
      ref={statusRef}
      tabIndex={-1}
      _focus={{ outline: 'none' }}
      status={status}
      data-status={status}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {isEnabled ? 'Two-step sign-in is on' : 'Two-step sign-in is off'}
        </Alert.Title>
        <Alert.Description>
          {isEnabled
            ? 'Each sign-in also asks for a code from your authenticator app.'
            : 'Anyone who learns your password can open your account. Turn it on so a sign-in also needs a code from your phone.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function TwoFactorControls({
  isEnabled,
  confirming,
  onChoose,
  onConfirm,
  statusRef,
}: TwoFactorControlsProps) {
  return (
    <Stack gap="4">
      <TwoFactorStatus isEnabled={isEnabled} statusRef={statusRef} />
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
