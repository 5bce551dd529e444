import { Button, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { useReauthentication } from '@/components/auth/reauth-context';
import { toast } from '@/components/ui/toast-store';
import { useFocusAfterRender } from '@/hooks/use-focus-after-render';
import { sessionCheckRequested } from '@/lib/session/session.slice';
import { profileQueryOptions } from '../api/get-profile';
import {
  disableTwoFactor,
  regenerateBackupCodes,
  startTwoFactorEnrolment,
  type TwoFactorEnrolment as Enrolment,
} from '../api/two-factor';
import { BackupCodes } from './backup-codes';
import { TwoFactorControls, type TwoFactorAction } from './two-factor-controls';
import { TwoFactorEnrolment } from './two-factor-enrolment';

type Step =
  | { kind: 'idle'; confirming: TwoFactorAction | null }
  | { kind: 'enrolling'; enrolment: Enrolment }
  | { kind: 'codes'; codes: string[] };

const IDLE: Step = { kind: 'idle', confirming: null };

export function TwoFactorSection({ isEnabled }: { isEnabled: boolean }) {
  const [step, setStep] = useState<Step>(IDLE);
  const { withReauthentication } = useReauthentication();
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  // When the password form, the enrolment or the codes close, the keyboard goes to the status
  // ("Two-step sign-in is on"), not to nothing.
  const statusRef = useRef<HTMLDivElement>(null);
  const focusStatus = useFocusAfterRender(statusRef);
  function backToStatus() {
    setStep(IDLE);
    focusStatus();
  }

  function refreshAccount() {
    void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
    // The session's user summary carries the two-step flag too.
    dispatch(sessionCheckRequested());
  }

  async function confirm(action: TwoFactorAction, password: string) {
    if (action === 'enable') {
      const enrolment = await withReauthentication(() => startTwoFactorEnrolment(password));
      setStep({ kind: 'enrolling', enrolment });
    } else if (action === 'disable') {
      await withReauthentication(() => disableTwoFactor(password));
      backToStatus();
      refreshAccount();
      toast({ title: 'Two-step sign-in is off.', variant: 'warning' });
    } else {
      const codes = await withReauthentication(() => regenerateBackupCodes(password));
      setStep({ kind: 'codes', codes });
    }
  }

  if (step.kind === 'enrolling') {
    return (
      <TwoFactorEnrolment
        enrolment={step.enrolment}
        onCancel={backToStatus}
        onConfirmed={() => {
          refreshAccount();
          toast({ title: 'Two-step sign-in is on.' });
          setStep({ kind: 'codes', codes: step.enrolment.backupCodes });
        }}
      />
    );
  }

  if (step.kind === 'codes') {
    return (
      <Stack gap="4">
        <BackupCodes codes={step.codes} />
        <Button alignSelf="start" colorPalette="blue" onClick={backToStatus}>
          I have saved my codes
        </Button>
      </Stack>
    );
  }

  return (
    <TwoFactorControls
      isEnabled={isEnabled}
      confirming={step.confirming}
      onChoose={(confirming) => {
        if (confirming) setStep({ kind: 'idle', confirming });
        else backToStatus();
      }}
      onConfirm={confirm}
      statusRef={statusRef}
    />
  );
}
