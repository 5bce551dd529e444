import { Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { ThemeRadioGroup } from '@/components/theme/theme-radio-group';
import { FormError } from '@/components/ui/form-error';
import { formatDate } from '@/lib/format-date';
import { getErrorMessage } from '@/lib/get-error-message';
import { useProfile } from '../api/get-profile';
import { AvatarForm } from './avatar-form';
import { DeleteAccount } from './delete-account';
import { DisplayNameForm } from './display-name-form';
import { EmailChangeForm } from './email-change-form';
import { ExportDataButton } from './export-data-button';
import { PasskeysSection } from './passkeys-section';
import { PasswordChangeForm } from './password-change-form';
import { SessionsList } from './sessions-list';
import { SettingsSection } from './settings-section';
import { TwoFactorSection } from './two-factor-section';

/** `securityActivity`: the account's events, a feature of its own composed in by the app. */
export function ProfileSettingsPage({ securityActivity }: { securityActivity?: ReactNode }) {
  const profile = useProfile();
  return (
    <>
      <PageHeader
        title="Profile settings"
        description="Your account, its security and your data."
      />
      {profile.isPending ? <Skeleton height="40" rounded="l2" /> : null}
      {profile.isError ? <FormError message={getErrorMessage(profile.error)} /> : null}
      {profile.data ? (
        <Stack gap="6">
          <SettingsSection id="profile" title="Profile">
            <Stack gap="6">
              <AvatarForm
                name={profile.data.displayName}
                hasAvatar={profile.data.hasAvatar}
                version={profile.dataUpdatedAt}
              />
              <DisplayNameForm
                key={profile.data.displayName}
                displayName={profile.data.displayName}
              />
            </Stack>
          </SettingsSection>
          <SettingsSection id="email" title="Email address">
            <EmailChangeForm currentEmail={profile.data.email} />
          </SettingsSection>
          <SettingsSection id="password" title="Password">
            <PasswordChangeForm hasTwoFactor={profile.data.twoFactorEnabled} />
          </SettingsSection>
          <SettingsSection
            id="two-step"
            title="Two-step sign-in"
            description="A code from an authenticator app at each sign-in, so a leaked password alone cannot open your account."
          >
            <TwoFactorSection isEnabled={profile.data.twoFactorEnabled} />
          </SettingsSection>
          <SettingsSection
            id="passkeys"
            title="Passkeys"
            description="Sign in with your fingerprint, face or device PIN instead of a password. A passkey works only on Bulwark, so a fake site cannot trick you into giving it away."
          >
            <PasskeysSection />
          </SettingsSection>
          <SettingsSection id="sessions" title="Where you are signed in">
            <SessionsList />
          </SettingsSection>
          {securityActivity ? (
            <SettingsSection
              id="security-activity"
              title="Security activity"
              description="Sign-ins and changes to your account's security in the last 90 days. If you do not recognise one, choose “Not you?”."
            >
              {securityActivity}
            </SettingsSection>
          ) : null}
          <SettingsSection id="appearance" title="Appearance">
            <ThemeRadioGroup />
          </SettingsSection>
          <SettingsSection
            id="your-data"
            title="Your data"
            description="Everything Bulwark holds about you, in one file."
          >
            <ExportDataButton />
          </SettingsSection>
          <SettingsSection id="delete-account" title="Delete account" tone="danger">
            <DeleteAccount />
          </SettingsSection>
          <Text textStyle="sm" color="fg.muted">
            Member since {formatDate(profile.data.createdAt)}.
          </Text>
        </Stack>
      ) : null}
    </>
  );
}
