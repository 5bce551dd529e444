import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { ActiveSession } from '@/lib/session/session.slice';
import { loadSignedInSession } from '@/lib/sign-in';
import { REAUTH_FORM_ID, ReauthPasswordStep } from './reauth-password-step';
import { TwoFactorCodeForm } from './two-factor-code-form';

interface ReauthDialogProps {
  isOpen: boolean;
  email: string;
  onConfirmed: (session: ActiveSession) => void;
  onCancel: () => void;
}

/** Confirms it is really the account holder: password, then the second step if it is on. */
export function ReauthDialog({ isOpen, email, onConfirmed, onCancel }: ReauthDialogProps) {
  const [step, setStep] = useState<'password' | 'two-factor'>('password');
  const [isPending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function finish() {
    const session = await loadSignedInSession();
    setStep('password');
    onConfirmed(session);
  }

  return (
    <Dialog.Root
      open={isOpen}
      role="alertdialog"
      // Unmounted when closed, so a typed password never lingers in the page.
      lazyMount
      unmountOnExit
      initialFocusEl={() => passwordRef.current}
      onOpenChange={(details) => {
        if (details.open) return;
        setStep('password');
        onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Confirm it is you</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {step === 'password' ? (
                <ReauthPasswordStep
                  email={email}
                  inputRef={passwordRef}
                  onPendingChange={setPending}
                  onSignedIn={finish}
                  onTwoFactorRequired={() => setStep('two-factor')}
                />
              ) : (
                <TwoFactorCodeForm onVerified={finish} />
              )}
            </Dialog.Body>
            {step === 'password' ? (
              <Dialog.Footer justifyContent="flex-start">
                {/* In the order Tab reaches them: the field, its submit, then the way out. */}
                <Button type="submit" form={REAUTH_FORM_ID} colorPalette="blue" loading={isPending}>
                  Confirm
                </Button>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
              </Dialog.Footer>
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
