import { RegisterPanel } from '@/features/auth/components/register-panel';

export function RegisterRoute() {
  return <RegisterPanel />;
}
