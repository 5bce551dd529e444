import { VerifyEmailPanel } from '@/features/auth/components/verify-email-panel';

export function VerifyEmailRoute() {
  return <VerifyEmailPanel />;
}
