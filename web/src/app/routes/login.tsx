import { LoginPanel } from '@/features/auth/components/login-panel';

export function LoginRoute() {
  return <LoginPanel />;
}
