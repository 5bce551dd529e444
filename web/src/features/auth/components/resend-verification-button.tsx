import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { getErrorMessage } from '@/lib/get-error-message';
import { runAuthAction } from '@/lib/run-auth-action';

/** Sends the verification link again; the answer is the same whether or not the address exists. */
export function ResendVerificationButton({ email }: { email: string }) {
  const [isPending, setPending] = useState(false);

  async function resend() {
    setPending(true);
    try {
      await runAuthAction((fetchOptions) =>
        authClient.sendVerificationEmail({ email, callbackURL: paths.verifyEmail, fetchOptions }),
      );
      toast({ title: 'If that address needs verifying, a new link is on its way.' });
    } catch (error) {
      toast({ title: getErrorMessage(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <Button variant="outline" loading={isPending} disabled={!email} onClick={() => void resend()}>
      Send the link again
    </Button>
  );
}
