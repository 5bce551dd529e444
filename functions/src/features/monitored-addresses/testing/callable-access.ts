import { randomBytes } from 'node:crypto';
import { defineCallableAccess } from '@/testing/callable-access';

export const callableAccess = defineCallableAccess({
  async seedVictim({ server, call }) {
    const second = `victim-second-${randomBytes(4).toString('hex')}@example.com`;
    const added = await call('emailBreachCheck.addMonitoredAddress', { email: second });
    const mail = await server.waitForMail(
      (m) => m.to.includes(second) && /Confirm the address/.test(m.subject),
    );
    const verifyToken = new URL(mail.link ?? '').searchParams.get('verify');
    if (!verifyToken) throw new Error('seeding failed: no confirmation link');
    return { monitoredAddressId: added.id, verifyToken };
  },
  ownScopeOnly: ['emailBreachCheck.listMonitoredAddresses', 'emailBreachCheck.addMonitoredAddress'],
  reads: ['emailBreachCheck.listMonitoredAddresses'],
  attacks: {
    'emailBreachCheck.removeMonitoredAddress': (ids) => ({ id: ids.monitoredAddressId }),
    'emailBreachCheck.verifyMonitoredAddress': (ids) => ({ token: ids.verifyToken }),
  },
});
