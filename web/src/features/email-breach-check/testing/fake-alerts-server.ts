import type { BreachAlert, BreachAlertList } from '@bulwark/contracts/schemas/breach-alert.schema';
import { HttpResponse, http } from 'msw';
import { server } from '@/testing/msw-server';

export function breachAlert(id: string, overrides: Partial<BreachAlert> = {}): BreachAlert {
  return {
    id,
    breachName: 'Acme',
    breachTitle: 'Acme Inc.',
    maskedEmail: 'p***@example.com',
    source: 'local',
    createdAt: '2026-03-01T12:00:00Z',
    readAt: null,
    ...overrides,
  };
}

function toList(alerts: BreachAlert[]): BreachAlertList {
  return { alerts, unreadCount: alerts.filter((alert) => alert.readAt === null).length };
}

/** listAlerts and markAlertsRead over MSW, as the server answers them; `markCalls` keeps each request. */
export function startFakeAlertsServer(initial: BreachAlert[]) {
  const state = { alerts: initial, markCalls: [] as { ids?: string[] }[] };
  server.use(
    http.post('*/v1/call/emailBreachCheck.listAlerts', () =>
      HttpResponse.json(toList(state.alerts)),
    ),
    http.post('*/v1/call/emailBreachCheck.markAlertsRead', async ({ request }) => {
      const input = (await request.json()) as { ids?: string[] };
      state.markCalls.push(input);
      state.alerts = state.alerts.map((alert) =>
        alert.readAt === null && (!input.ids || input.ids.includes(alert.id))
          ? { ...alert, readAt: '2026-03-02T08:00:00Z' }
          : alert,
      );
      return HttpResponse.json(toList(state.alerts));
    }),
  );
  return state;
}
