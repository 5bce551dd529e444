import { randomBytes } from 'node:crypto';
import { defineCallableAccess } from '@/testing/callable-access';
import { insertFindingOnce } from '../breach-alerts.repository';

export const callableAccess = defineCallableAccess({
  async seedVictim({ server, userId }) {
    // An alert as the re-check would raise it, without a breach index to find it in.
    const alert = await insertFindingOnce(server.services.db, {
      userId,
      emailHash: randomBytes(20),
      maskedEmail: 'v***@example.com',
      breachName: 'Adobe',
      source: 'local',
      createdAt: new Date(),
      quietReason: null,
    });
    if (!alert) throw new Error('seeding failed: no alert');
    return { alertId: alert.id };
  },
  ownScopeOnly: [
    'emailBreachCheck.listAlerts',
    'emailBreachCheck.getAlertSettings',
    'emailBreachCheck.updateAlertSettings',
  ],
  reads: ['emailBreachCheck.listAlerts', 'emailBreachCheck.getAlertSettings'],
  attacks: {
    'emailBreachCheck.markAlertsRead': (ids) => ({ ids: [ids.alertId] }),
  },
});
