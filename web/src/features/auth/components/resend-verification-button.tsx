import { Button } from '@chakra-ui/react';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { useAuthMutation } from '@/hooks/use-auth-mutation';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { authClient } from '@/lib/auth-client';
import { runAuthAction } from '@/lib/run-auth-action';

/** Sends the verification link again; the answer is the same whether or not the address exists. */
export function ResendVerificationButton({ email }: { email: string }) {
  const resend = useAuthMutation(
    (address: string) =>
      runAuthAction((fetchOptions) =>
        authClient.sendVerificationEmail({
          email: address,
          callbackURL: paths.verifyEmail,
          fetchOptions,
        }),
      ),
    { errorAsToast: true },
  );
  const { isPending, run } = useSingleFlight();

  function send() {
    void run(async () => {
      if (await mutateSettled(resend, email)) {
        toast({ title: 'If that address needs verifying, a new link is on its way.' });
      }
    });
  }

  return (
    <Button variant="outline" loading={isPending} disabled={!email} onClick={send}>
      Send the link again
    </Button>
  );
}
