import { ForgotPasswordPanel } from '@/features/auth/components/forgot-password-panel';

export function ForgotPasswordRoute() {
  return <ForgotPasswordPanel />;
}
