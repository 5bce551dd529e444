import { Alert, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { BreachSummary } from '@bulwark/contracts/schemas/breach.schema';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { FormError } from '@/components/ui/form-error';
import { getErrorMessage } from '@/lib/get-error-message';
import { useCheckEmail } from '../api/check-email';
import { useBreachDataStatus } from '../api/get-breach-data-status';
import { useVerifyMonitoredAddress } from '../api/monitored-addresses';
import { BreachCheckForm } from './breach-check-form';
import { BreachCheckResult } from './breach-check-result';
import { MonitoredAddressesPanel } from './monitored-addresses-panel';

export interface EmailBreachCheckPageProps {
  /** Composed in by the route: e.g. the saved-breaches feature's "Save" button for each result. */
  renderBreachActions?: (breach: BreachSummary) => ReactNode;
}

/** Confirms a monitored address from its emailed link (?verify=…), once, then tidies the URL. */
function useVerifyFromLink() {
  const [params, setParams] = useSearchParams();
  const verify = useVerifyMonitoredAddress();
  const token = params.get('verify');
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verify.mutate(token, { onSettled: () => setParams({}, { replace: true }) });
  }, [token, verify, setParams]);
  return verify;
}

export function EmailBreachCheckPage({ renderBreachActions }: EmailBreachCheckPageProps) {
  const check = useCheckEmail();
  const status = useBreachDataStatus();
  const verification = useVerifyFromLink();
  return (
    <>
      <PageHeader
        title="Email breach check"
        description="Find out whether an address appears in known data breaches. By default the check is private: your browser sends only the first 6 characters of the address’s SHA-1 hash, so Bulwark cannot tell which address you checked."
      />
      <Stack gap="12">
        {verification.isSuccess ? (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title>{verification.data.email} is now monitored.</Alert.Title>
          </Alert.Root>
        ) : null}
        <FormError message={verification.isError ? getErrorMessage(verification.error) : null} />
        <Stack gap="6">
          <BreachCheckForm
            onCheck={(input) => check.mutate(input)}
            isChecking={check.isPending}
            hibpConfigured={status.data?.hibpConfigured ?? false}
            indexedBreachCount={status.data?.indexedBreachCount}
          />
          <FormError message={check.isError ? getErrorMessage(check.error) : null} />
          {check.data ? (
            <BreachCheckResult
              outcome={check.data}
              status={status.data}
              renderActions={renderBreachActions}
            />
          ) : null}
        </Stack>
        <Stack as="section" gap="4" aria-labelledby="monitored-addresses">
          <Heading as="h2" size="lg" id="monitored-addresses">
            Monitored addresses
          </Heading>
          <Text color="fg.muted">
            Bulwark checks these every day. New breaches show in the{' '}
            <Link asChild colorPalette="blue">
              <RouterLink to={paths.dashboard.alerts}>alert centre</RouterLink>
            </Link>{' '}
            and by email.
          </Text>
          <MonitoredAddressesPanel />
        </Stack>
      </Stack>
    </>
  );
}
