import type { AppDb } from '@/db/client';
import { listArticleProgress } from '@/features/articles/articles.service';
import { exportMonitoringData } from '@/features/email-breach-check/monitoring-data.service';
import { listChecks } from '@/features/password-strength/password-checks.service';
import { exportRiskData } from '@/features/risk-assessment/risk-data-export.service';
import { exportSavedBreaches } from '@/features/saved-breaches/saved-breach-records.service';

/** What each feature keeps about the user, for the data export; each feature says what is its. */
export async function exportFeatureData(db: AppDb, userId: string) {
  return {
    articleProgress: await listArticleProgress(db, userId),
    ...(await exportMonitoringData(db, userId)),
    savedBreaches: await exportSavedBreaches(db, userId),
    passwordChecks: await listChecks({ db, userId }),
    riskAssessment: await exportRiskData(db, userId),
  };
}
