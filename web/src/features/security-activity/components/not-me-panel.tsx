import {
  type ReportNotMeResult,
  ReportNotMeResultSchema,
} from '@bulwark/contracts/schemas/security-activity.schema';
import { Button, Link, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { AuthCard } from '@/components/auth/auth-card';
import { FormError } from '@/components/ui/form-error';
import { paths } from '@/config/paths';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { getErrorMessage } from '@/lib/get-error-message';
import { useReportNotMe } from '../api/report-not-me';

function LinkTo({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild colorPalette="blue">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

function Secured({ result }: { result: ReportNotMeResult }) {
  return (
    <AuthCard
      title="Your account is signed out everywhere"
      footer={<LinkTo to={paths.login}>Go to sign in</LinkTo>}
    >
      <Stack gap="4" role="status">
        <Text>
          {result.sessionsEnded > 0
            ? `We ended ${result.sessionsEnded === 1 ? 'the one session' : `all ${result.sessionsEnded} sessions`} of your account.`
            : 'Your account has no session left open.'}{' '}
          We sent a link to choose a new password to <strong>{result.resetSentTo}</strong>.
        </Text>
        <List.Root gap="1" ps="5">
          <List.Item>Open the link soon: it works for 30 minutes.</List.Item>
          <List.Item>Choose a password you use nowhere else.</List.Item>
          <List.Item>
            Then turn on two-step sign-in or add a passkey in Profile settings, so a password alone
            cannot open your account.
          </List.Item>
        </List.Root>
        <Text textStyle="sm" color="fg.muted">
          No mail after a few minutes? <LinkTo to={paths.forgotPassword}>Ask for a new link</LinkTo>
        </Text>
      </Stack>
    </AuthCard>
  );
}

/**
 * `/security/not-me`: where the new-sign-in mail's "This wasn't me" link lands. Nothing happens
 * until the person confirms (a mail scanner that follows links must not sign anyone out).
 */
export function NotMePanel() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const location = useLocation();
  const fromActivity = ReportNotMeResultSchema.safeParse(
    (location.state as { result?: unknown } | null)?.result,
  );
  const [result, setResult] = useState<ReportNotMeResult | null>(
    fromActivity.success ? fromActivity.data : null,
  );
  const report = useReportNotMe();
  const { run, isPending } = useSingleFlight();

  if (result) return <Secured result={result} />;
  if (!token) {
    return (
      <AuthCard
        title="This link is not complete"
        footer={<LinkTo to={paths.forgotPassword}>Reset your password instead</LinkTo>}
      >
        <Text>Open the link from the mail again, or copy all of it into the address bar.</Text>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Wasn't this you?"
      description="Someone signed in to your Bulwark account from a device it had not seen before."
    >
      <Stack gap="4">
        <Text>
          If it was not you, secure your account now: Bulwark signs it out everywhere and emails you
          a link to choose a new password.
        </Text>
        {report.isError ? <FormError message={getErrorMessage(report.error)} /> : null}
        <Button
          colorPalette="red"
          loading={isPending}
          onClick={() =>
            void run(async () => {
              if (result) return;
              const answer = await mutateSettled(report, { token });
              if (answer) setResult(answer.data);
            })
          }
        >
          Secure my account
        </Button>
        <Text textStyle="sm" color="fg.muted">
          If it was you, there is nothing to do: close this page.
        </Text>
      </Stack>
    </AuthCard>
  );
}
