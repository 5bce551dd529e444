import { Gauge } from 'lucide-react';
import { paths } from '@/config/paths';
import { lazyPage } from '../lazy-page';
import { defineWebFeature } from './define-web-feature';
import { RISK_DASHBOARD_CARD_HEIGHT } from '@/features/risk-assessment/components/risk-dashboard-card-height';

const RiskAssessment = lazyPage(() =>
  import('@/features/risk-assessment/components/risk-assessment-page').then(
    (m) => m.RiskAssessmentPage,
  ),
);
const RiskReportPrint = lazyPage(() =>
  import('@/features/risk-assessment/components/history/risk-report-print-page').then(
    (m) => m.RiskReportPrintPage,
  ),
);
/** The public "How we score" page: weights, caps and formulas rendered from the code that scores. */
const HowWeScore = lazyPage(() =>
  import('@/features/risk-assessment/components/how-we-score/how-we-score-page').then(
    (m) => m.HowWeScorePage,
  ),
);

export const webFeature = defineWebFeature({
  slug: 'risk-assessment',
  dashboardRoutes: [
    { path: 'risk-assessment', element: <RiskAssessment /> },
    { path: 'risk-assessment/print', element: <RiskReportPrint /> },
  ],
  publicRoutes: [{ path: paths.howWeScore, element: <HowWeScore /> }],
  navigation: [
    {
      section: 'tools',
      order: 30,
      label: 'Risk assessment',
      to: paths.dashboard.riskAssessment,
      icon: Gauge,
    },
  ],
  dashboardCard: {
    label: 'Your risk score',
    order: 10,
    load: () =>
      import('@/features/risk-assessment/components/risk-dashboard-card').then(
        (m) => m.RiskDashboardCard,
      ),
    height: RISK_DASHBOARD_CARD_HEIGHT,
  },
});
