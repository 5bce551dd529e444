import { defineCallableAccess } from '@/testing/callable-access';

export const callableAccess = defineCallableAccess({
  async seedVictim({ call }) {
    const [session] = await call('profileSettings.listSessions', {});
    if (!session) throw new Error('seeding failed: the victim has no session');
    return { sessionId: session.id };
  },
  ownScopeOnly: [
    'profileSettings.get',
    'profileSettings.update',
    'profileSettings.uploadAvatar',
    'profileSettings.removeAvatar',
    'profileSettings.listSessions',
    'profileSettings.revokeOtherSessions',
    'profileSettings.exportData',
  ],
  reads: ['profileSettings.get', 'profileSettings.listSessions', 'profileSettings.exportData'],
  attacks: { 'profileSettings.revokeSession': (ids) => ({ id: ids.sessionId }) },
});
