import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { RiskActionState } from '@bulwark/contracts/risk-assessment/model-types';
import type { PasswordCheck } from '@bulwark/contracts/schemas/password-check.schema';
import type { SavedBreachStatus } from '@bulwark/contracts/schemas/saved-breach.schema';
import { hasPasskeyCondition } from '@/auth/passkey.repository';
import type { AppDb } from '@/db/client';
import { type StatementValue, rawStatementOnce } from '@/db/statement-once';
import { hashEmail } from '@/lib/email-hash';
import { alertedBreachNamesQuery } from '@/features/breach-alerts/breach-alerts.service';
import {
  STATE_INDEXED_BREACHES,
  breachNamesQuery,
  catalogVersionValue,
  dataStateValue,
} from '@/features/breach-catalog/breach-catalog.service';
import { indexedBreachIdsQuery } from '@/features/breach-index/breach-index.service';
import {
  hasCheckedVerifiedAddressCondition,
  ownedHashesQuery,
} from '@/features/monitored-addresses/monitored-addresses.service';
import {
  fromPasswordChecksJson,
  passwordChecksJson,
} from '@/features/password-strength/password-checks.service';
import { savedBreachStatusesQuery } from '@/features/saved-breaches/saved-breach-records.service';
import type { AssessmentRow } from './risk-assessment.repository';
import { riskActionState, riskAssessment, riskSnapshot } from './risk-assessment.table';

/** Everything the overview and a score snapshot read, as read: the services judge it. */
export interface RiskInputRows {
  draft: AssessmentRow | undefined;
  latest: AssessmentRow | undefined;
  actionStates: Record<string, RiskActionState>;
  /** Distinct hashes of the addresses the owner has proven to own. */
  verifiedAddresses: number;
  /** Catalog names of the breaches the local index holds an owned address in. */
  indexedNames: string[];
  /** Breach names of the alerts of owned addresses (HIBP's findings too). */
  alertedNames: string[];
  /** Newest first. */
  saved: { breachName: string; status: SavedBreachStatus }[];
  /** The catalog the names above are to be looked up in (`catalogAt`). */
  catalogVersion: string | null;
  /** Newest first. */
  passwordChecks: PasswordCheck[];
  hasPasskey: boolean;
  /** The breach data state "indexed-breach-count", as stored. */
  indexedBreachCount: string | null;
  hasCheckedVerifiedAddress: boolean;
  /** The newest snapshot's score and inputs key: a new one is kept only when either differs. */
  latestSnapshot: LatestSnapshotKey | null;
}

export interface LatestSnapshotKey {
  score: number;
  inputsKey: string | null;
}

export interface InputsOwner {
  id: string;
  email: string;
  emailVerified: boolean;
}

interface RawRow {
  verified_addresses: number;
  indexed_names: string[];
  alerted_names: string[];
  saved: { breachName: string; status: SavedBreachStatus }[];
  catalog_version: string | null;
  password_checks: unknown;
  has_passkey: boolean;
  indexed_breach_count: string | null;
  has_checked_verified_address: boolean;
  assessments: AssessmentJson[];
  action_states: Record<string, RiskActionState>;
  latest_snapshot: LatestSnapshotKey | null;
}

/** A risk_assessment row as `to_jsonb` writes it. */
interface AssessmentJson {
  id: string;
  user_id: string;
  mode: AssessmentRow['mode'];
  status: AssessmentRow['status'];
  model_version: string;
  answers: AssessmentRow['answers'];
  answered_at: AssessmentRow['answeredAt'];
  step: number;
  started_at: string;
  updated_at: string;
  completed_at: string | null;
  stale_nudged_at: string | null;
  submit_key: string | null;
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

function fromAssessmentJson(json: AssessmentJson): AssessmentRow {
  return {
    id: json.id,
    userId: json.user_id,
    mode: json.mode,
    status: json.status,
    modelVersion: json.model_version,
    answers: json.answers,
    answeredAt: json.answered_at,
    step: json.step,
    startedAt: new Date(json.started_at),
    updatedAt: new Date(json.updated_at),
    completedAt: dateOrNull(json.completed_at),
    staleNudgedAt: dateOrNull(json.stale_nudged_at),
    submitKey: json.submit_key,
  };
}

/**
 * The open draft and the latest submitted assessment, a JSON array: the first row of each status,
 * a draft being the only one of its status.
 */
function assessmentsJson(userId: StatementValue<string>): SQL {
  return sql`(select coalesce(json_agg(to_jsonb(assessment)), '[]'::json) from (
      select distinct on (${riskAssessment.status}) * from ${riskAssessment}
      where ${and(
        eq(riskAssessment.userId, userId),
        inArray(riskAssessment.status, ['in-progress', 'completed']),
      )}
      order by ${riskAssessment.status}, ${riskAssessment.completedAt} desc nulls last
    ) as assessment)`;
}

/** The user's action states by action id (as `listActionStates`), a JSON object. */
function actionStatesJson(userId: StatementValue<string>): SQL {
  return sql`(select coalesce(json_object_agg(${riskActionState.actionId}, json_build_object(
      'status', ${riskActionState.status}, 'reason', ${riskActionState.reason},
      'updatedAt', ${riskActionState.updatedAt})), '{}'::json)
    from ${riskActionState} where ${riskActionState.userId} = ${userId})`;
}

function fromActionStatesJson(
  states: Record<string, RiskActionState>,
): Record<string, RiskActionState> {
  return Object.fromEntries(
    Object.entries(states).map(([actionId, state]) => [
      actionId,
      { ...state, updatedAt: new Date(state.updatedAt).toISOString() },
    ]),
  );
}

/**
 * The newest score snapshot's key, a JSON object or null. Only a snapshot reads it, but it costs
 * the overview one index probe, and a snapshot a statement of its own on every write that moves
 * the score (issue 11).
 */
function latestSnapshotJson(userId: StatementValue<string>): SQL {
  return sql`(select json_build_object('score', ${riskSnapshot.score},
      'inputsKey', ${riskSnapshot.inputsKey})
    from ${riskSnapshot} where ${riskSnapshot.userId} = ${userId}
    order by ${riskSnapshot.computedAt} desc, ${riskSnapshot.id} desc limit 1)`;
}

/**
 * The statement: the owned hashes once, as a CTE, and every other read a scalar subquery of the
 * one row. Each feature writes its own part (its tables stay its own); this only joins them.
 */
function riskInputsStatement(accountVerified: boolean): SQL {
  const userId = sql.placeholder('userId');
  const owned = sql`select hash from owned`;
  const accountHash = accountVerified ? sql.placeholder('accountHash') : null;
  return sql`with owned as (${ownedHashesQuery(userId, accountHash)}),
      indexed as (${breachNamesQuery(indexedBreachIdsQuery(owned))}),
      alerted as (${alertedBreachNamesQuery(userId, owned)}),
      saved as (${savedBreachStatusesQuery(userId)})
    select
      (select count(*) from owned)::int as verified_addresses,
      (select coalesce(json_agg(name order by name), '[]'::json) from indexed) as indexed_names,
      (select coalesce(json_agg(name order by name), '[]'::json) from alerted) as alerted_names,
      (select coalesce(json_agg(json_build_object('breachName', name, 'status', status)
        order by position), '[]'::json) from saved) as saved,
      ${catalogVersionValue()} as catalog_version,
      ${passwordChecksJson(userId)} as password_checks,
      ${hasPasskeyCondition(userId)} as has_passkey,
      ${dataStateValue(STATE_INDEXED_BREACHES)} as indexed_breach_count,
      ${hasCheckedVerifiedAddressCondition(userId)} as has_checked_verified_address,
      ${assessmentsJson(userId)} as assessments,
      ${actionStatesJson(userId)} as action_states,
      ${latestSnapshotJson(userId)} as latest_snapshot`;
}

/**
 * The statement's two shapes, each built once (`rawStatementOnce`): the account's own address
 * counts as owned once it is verified. It only reads.
 */
const riskInputsOfVerifiedAccount = rawStatementOnce<RawRow>(() => riskInputsStatement(true), {
  onlyReads: true,
});
const riskInputsOfUnverifiedAccount = rawStatementOnce<RawRow>(() => riskInputsStatement(false), {
  onlyReads: true,
});

/**
 * Reads all the inputs of the overview and the score in ONE statement (issue 11): on the
 * embedded database each statement costs a call into PGlite on the server's one thread, and on
 * PostgreSQL a round trip, so the twelve reads this replaced were most of the overview's cost.
 * It runs on the caller's connection: in a request, inside its row-level-security transaction.
 */
export async function readRiskInputRows(db: AppDb, owner: InputsOwner): Promise<RiskInputRows> {
  const [row] = owner.emailVerified
    ? await riskInputsOfVerifiedAccount(db, {
        userId: owner.id,
        accountHash: hashEmail(owner.email),
      })
    : await riskInputsOfUnverifiedAccount(db, { userId: owner.id });
  if (!row) throw new Error('the risk inputs statement returned no row');
  const assessments = row.assessments.map(fromAssessmentJson);
  return {
    draft: assessments.find((assessment) => assessment.status === 'in-progress'),
    latest: assessments.find((assessment) => assessment.status === 'completed'),
    actionStates: fromActionStatesJson(row.action_states),
    verifiedAddresses: row.verified_addresses,
    indexedNames: row.indexed_names,
    alertedNames: row.alerted_names,
    saved: row.saved,
    catalogVersion: row.catalog_version,
    passwordChecks: fromPasswordChecksJson(row.password_checks),
    hasPasskey: row.has_passkey,
    indexedBreachCount: row.indexed_breach_count,
    hasCheckedVerifiedAddress: row.has_checked_verified_address,
    latestSnapshot: row.latest_snapshot,
  };
}
