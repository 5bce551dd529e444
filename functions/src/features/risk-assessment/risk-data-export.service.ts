import type { AppDb } from '@/db/client';
import { listActionStates, listAllAssessments, listSnapshots } from './risk-assessment.repository';

/**
 * Every assessment, action decision and score snapshot, for the data export. One after another:
 * `db` is one transaction's connection, which answers one query at a time anyway (node-postgres
 * warns of queries sent at once on one client, and its next major version refuses them).
 */
export async function exportRiskData(db: AppDb, userId: string) {
  const assessments = await listAllAssessments(db, userId);
  const actionStates = await listActionStates(db, userId);
  const scoreHistory = await listSnapshots(db, userId);
  return { assessments, actionStates, scoreHistory };
}
