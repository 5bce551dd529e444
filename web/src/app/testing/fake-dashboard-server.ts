import type { BreachAlertList } from '@bulwark/contracts/schemas/breach-alert.schema';
import type { BreachDataStatus } from '@bulwark/contracts/schemas/breach.schema';
import type { MonitoredAddress } from '@bulwark/contracts/schemas/monitored-address.schema';
import type { PasswordCheck } from '@bulwark/contracts/schemas/password-check.schema';
import type { RiskOverview } from '@bulwark/contracts/schemas/risk-assessment.schema';
import type { SavedBreach } from '@bulwark/contracts/schemas/saved-breach.schema';
import { HttpResponse, http } from 'msw';
import type { ActiveSession } from '@/lib/session/session.slice';
import { server } from '@/testing/msw-server';

export const DASHBOARD_USER: ActiveSession = {
  user: {
    id: 'user-1',
    email: 'nora@example.org',
    name: 'Nora',
    emailVerified: true,
    twoFactorEnabled: false,
  },
  sessionId: 'session-1',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

export const SIGNED_IN = {
  session: { status: 'signed-in' as const, session: DASHBOARD_USER, endReason: null },
};

export interface DashboardData {
  status: BreachDataStatus;
  addresses: MonitoredAddress[];
  alerts: BreachAlertList;
  risk: RiskOverview;
  passwordChecks: PasswordCheck[];
  saved: SavedBreach[];
}

export function dashboardData(): DashboardData {
  return {
    status: {
      catalogCount: 900,
      catalogUpdatedAt: null,
      indexedBreachCount: 1,
      indexedAddressCount: 2,
      indexUpdatedAt: null,
      hibpConfigured: false,
    },
    addresses: [
      {
        id: 'account:user-1',
        email: 'nora@example.org',
        isAccountAddress: true,
        verifiedAt: '2026-03-01T10:00:00Z',
        lastCheckedAt: null,
        createdAt: '2026-03-01T10:00:00Z',
      },
    ],
    alerts: { alerts: [], unreadCount: 0 },
    risk: {
      draft: null,
      latest: null,
      observed: {
        verifiedMonitoredAddresses: 1,
        monitoringGap: 'not-checked-yet',
        breaches: null,
        passwordChecks: [],
        twoFactor: 'none',
      },
      actionStates: {},
      staleSince: null,
      serverTime: '2026-03-01T10:00:00.000Z',
    },
    passwordChecks: [],
    saved: [],
  };
}

/**
 * Every read the dashboard makes, answered from `data`, which a test may change before it
 * invalidates a collection as the stream would.
 */
export function startFakeDashboardServer(data: DashboardData = dashboardData()) {
  const summary = () => {
    const open = data.saved.filter((item) => item.status === 'action-needed');
    const exposedDataClasses: Record<string, number> = {};
    for (const item of open)
      for (const name of item.breach.dataClasses)
        exposedDataClasses[name] = (exposedDataClasses[name] ?? 0) + 1;
    return {
      actionNeeded: open.length,
      fixed: data.saved.length - open.length,
      openSteps: 0,
      exposedDataClasses,
      highestOpenSeverity: null,
      updatedAt: null,
    };
  };
  server.use(
    http.get('*/v1/breach-data/status', () => HttpResponse.json(data.status)),
    http.post('*/v1/call/emailBreachCheck.listMonitoredAddresses', () =>
      HttpResponse.json(data.addresses),
    ),
    http.post('*/v1/call/emailBreachCheck.listAlerts', () => HttpResponse.json(data.alerts)),
    http.post('*/v1/call/riskAssessment.getOverview', () => HttpResponse.json(data.risk)),
    http.post('*/v1/call/riskAssessment.getHistory', () => HttpResponse.json([])),
    http.post('*/v1/call/passwordChecks.list', () => HttpResponse.json(data.passwordChecks)),
    http.post('*/v1/call/savedBreaches.list', () => HttpResponse.json(data.saved)),
    http.post('*/v1/call/savedBreaches.getExposureSummary', () => HttpResponse.json(summary())),
    http.post('*/v1/call/articles.getProgress', () => HttpResponse.json([])),
    http.post('*/v1/call/profileSettings.get', () =>
      HttpResponse.json({
        id: DASHBOARD_USER.user.id,
        email: DASHBOARD_USER.user.email,
        emailVerified: DASHBOARD_USER.user.emailVerified,
        displayName: DASHBOARD_USER.user.name,
        hasAvatar: false,
        twoFactorEnabled: DASHBOARD_USER.user.twoFactorEnabled,
        createdAt: '2026-03-01T10:00:00Z',
      }),
    ),
  );
  return data;
}
