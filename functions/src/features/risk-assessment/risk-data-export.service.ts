import type { AppDb } from '@/db/client';
import { listActionStates, listAllAssessments, listSnapshots } from './risk-assessment.repository';

/** Every assessment, action decision and score snapshot, for the data export. */
export async function exportRiskData(db: AppDb, userId: string) {
  const [assessments, actionStates, scoreHistory] = await Promise.all([
    listAllAssessments(db, userId),
    listActionStates(db, userId),
    listSnapshots(db, userId),
  ]);
  return { assessments, actionStates, scoreHistory };
}
