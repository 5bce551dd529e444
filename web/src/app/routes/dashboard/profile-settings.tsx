import { ProfileSettingsPage } from '@/features/profile-settings/components/profile-settings-page';
import { SecurityActivityList } from '@/features/security-activity/components/security-activity-list';

/** Profile settings, with the account's security activity (its own feature) as one section. */
export function ProfileSettingsRoute() {
  return <ProfileSettingsPage securityActivity={<SecurityActivityList />} />;
}
