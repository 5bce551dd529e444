import { ResetPasswordPanel } from '@/features/auth/components/reset-password-panel';

export function ResetPasswordRoute() {
  return <ResetPasswordPanel />;
}
