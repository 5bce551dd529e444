import { ProfileSettingsPage } from '@/features/profile-settings/components/profile-settings-page';

export function ProfileSettingsRoute() {
  return <ProfileSettingsPage />;
}
