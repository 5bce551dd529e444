import type { AuthService } from '@/auth/auth';
import { authFeature } from '@/auth/auth.feature';
import type { AppServices } from '@/platform/context';
import type { FeatureManifest } from '@/platform/define-feature';
import { platformFeature } from '@/platform/platform.feature';
import { articlesFeature } from './articles/articles.feature';
import { breachAlertsFeature } from './breach-alerts/breach-alerts.feature';
import { breachCatalogFeature } from './breach-catalog/breach-catalog.feature';
import { breachIndexFeature } from './breach-index/breach-index.feature';
import { breachLookupFeature } from './breach-lookup/breach-lookup.feature';
import { breachMonitoringFeature } from './breach-monitoring/breach-monitoring.feature';
import { breachRangeFeature } from './breach-range/breach-range.feature';
import { feedbackFeature } from './feedback/feedback.feature';
import { hibpCompatibleApiFeature } from './hibp-compatible-api/hibp-compatible-api.feature';
import { monitoredAddressesFeature } from './monitored-addresses/monitored-addresses.feature';
import { passwordStrengthFeature } from './password-strength/password-strength.feature';
import { profileSettingsFeature } from './profile-settings/profile-settings.feature';
import type { PwnedPasswordRanges } from './pwned-passwords/pwned-password-ranges.service';
import { pwnedPasswordsFeature } from './pwned-passwords/pwned-passwords.feature';
import { riskAssessmentFeature } from './risk-assessment/risk-assessment.feature';
import { savedBreachesFeature } from './saved-breaches/saved-breaches.feature';
import { securityActivityFeature } from './security-activity/security-activity.feature';

/** What the server hands every feature's `mountRoutes`; each feature takes the part it needs. */
export interface FeatureRouteDeps {
  services: AppServices;
  auth: AuthService;
  trustProxy: boolean;
  pwnedPasswords: PwnedPasswordRanges;
}

/**
 * Every part of the server, once: the one list to edit when adding a feature (see
 * docs/adding-a-feature.md). Routes mount, and a person's data export is assembled, in this order.
 */
export const FEATURES: readonly FeatureManifest<FeatureRouteDeps>[] = [
  authFeature,
  platformFeature,
  profileSettingsFeature,
  feedbackFeature,
  articlesFeature,
  // Breach intelligence (the web's email-breach-check), one flow each.
  breachCatalogFeature,
  breachIndexFeature,
  breachLookupFeature,
  breachRangeFeature,
  hibpCompatibleApiFeature,
  monitoredAddressesFeature,
  breachAlertsFeature,
  breachMonitoringFeature,
  savedBreachesFeature,
  passwordStrengthFeature,
  riskAssessmentFeature,
  pwnedPasswordsFeature,
  securityActivityFeature,
];
