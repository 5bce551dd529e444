import { defineFeature } from '@/platform/define-feature';
import * as callables from './profile-settings.callables';
import { mountAvatarRoute } from './profile-settings.routes';
import { userAvatar } from './profile-settings.table';

/** The profile, the avatar, sessions, and the data export (which every feature's hook fills). */
export const profileSettingsFeature = defineFeature({
  slug: 'profile-settings',
  callables: Object.values(callables),
  tables: [userAvatar],
  mountRoutes: mountAvatarRoute,
});
