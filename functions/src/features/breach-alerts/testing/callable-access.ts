import { randomBytes } from 'node:crypto';
import { defineCallableAccess } from '@/testing/callable-access';
import { insertFindingOnce } from '../breach-alerts.repository';

export const callableAccess = defineCallableAccess({
  async seedVictim({ server, call, userId }) {
    const second = `victim-second-${randomBytes(4).toString('hex')}@example.com`;
    const added = await call('emailBreachCheck.addMonitoredAddress', { email: second });
    const mail = await server.waitForMail(
      (m) => m.to.includes(second) && /Confirm the address/.test(m.subject),
    );
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
    const verifyToken = new URL(mail.link ?? '').searchParams.get('verify');
    if (!verifyToken || !alert) throw new Error('seeding failed: no confirmation link or no alert');
    return { monitoredAddressId: added.id, verifyToken, alertId: alert.id };
  },
  ownScopeOnly: [
    'emailBreachCheck.status',
    'emailBreachCheck.describeBreaches',
    'emailBreachCheck.getBreach',
    'emailBreachCheck.check',
    'emailBreachCheck.listMonitoredAddresses',
    'emailBreachCheck.addMonitoredAddress',
    'emailBreachCheck.listAlerts',
    'emailBreachCheck.getAlertSettings',
    'emailBreachCheck.updateAlertSettings',
  ],
  reads: [
    'emailBreachCheck.listMonitoredAddresses',
    'emailBreachCheck.listAlerts',
    'emailBreachCheck.getAlertSettings',
  ],
  attacks: {
    'emailBreachCheck.removeMonitoredAddress': (ids) => ({ id: ids.monitoredAddressId }),
    'emailBreachCheck.verifyMonitoredAddress': (ids) => ({ token: ids.verifyToken }),
    'emailBreachCheck.markAlertsRead': (ids) => ({ ids: [ids.alertId] }),
  },
});
