import type {
  MonitoringGap,
  ObservedBreach,
  ObservedInputs,
  RiskActionState,
} from '@bulwark/contracts/risk-assessment/model-types';
import type { AppDb } from '@/db/client';
import type { AppServices } from '@/platform/context';
import {
  type BreachFacts,
  type CatalogEntries,
  breachFacts,
  catalogAt,
  hasBreachData,
  whenCatalogReady,
} from '@/features/breach-catalog/breach-catalog.service';
import type { AssessmentRow } from './risk-assessment.repository';
import { type RiskInputRows, readRiskInputRows } from './risk-inputs.repository';

export interface SignalOwner {
  id: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

/** What the overview shows and a snapshot scores, read in one statement. */
export interface RiskInputs {
  draft: AssessmentRow | undefined;
  latest: AssessmentRow | undefined;
  actionStates: Record<string, RiskActionState>;
  observed: ObservedInputs;
  latestSnapshot: RiskInputRows['latestSnapshot'];
}

/**
 * Whether the breach exposure of the user's addresses (S1) rests on a real check, read-only from
 * the monitoring. "No breaches found" must mean someone looked: with no verified address, with no
 * breach data on the server (empty local index and no HIBP key: a default install), or before any
 * verified address was checked, S1 is not available. A breach already found for an owned address
 * is a measurement whatever else holds (the local index is read directly, before the first check).
 */
function findMonitoringGap(
  services: AppServices,
  rows: RiskInputRows,
  monitoredNames: string[],
): MonitoringGap | null {
  if (rows.verifiedAddresses === 0) return 'no-verified-address';
  if (monitoredNames.length > 0) return null;
  if (!hasBreachData(services, rows.indexedBreachCount)) return 'no-breach-data';
  return rows.hasCheckedVerifiedAddress ? null : 'not-checked-yet';
}

/** The catalog facts of these names (unknown names left out), each once, in the order named. */
function inNamedOrder(names: string[], catalog: CatalogEntries): BreachFacts[] {
  const seen = new Set<string>();
  return names.flatMap((name) => {
    const entry = catalog.find(name);
    if (!entry || seen.has(entry.name)) return [];
    seen.add(entry.name);
    return [breachFacts(entry)];
  });
}

/**
 * What Bulwark itself knows about the user: nothing here is self-reported. A breach counts when
 * the local index or an alert ties it to an address the user has proven to own, or when the user
 * saved it as theirs; it is resolved when marked fixed. Saved breaches count (S2) even without a
 * verified address; S1 needs the monitoring to have checked.
 */
function toObservedInputs(
  services: AppServices,
  rows: RiskInputRows,
  catalog: CatalogEntries,
  owner: SignalOwner,
): ObservedInputs {
  const monitoredNames = [...new Set([...rows.indexedNames, ...rows.alertedNames])];
  const monitoringGap = findMonitoringGap(services, rows, monitoredNames);
  const fixed = new Set(
    rows.saved.filter((row) => row.status === 'fixed').map((row) => row.breachName.toLowerCase()),
  );
  const names = [...monitoredNames, ...rows.saved.map((row) => row.breachName)];
  const breaches: ObservedBreach[] = inNamedOrder(names, catalog).map((breach) => ({
    ...breach,
    resolved: fixed.has(breach.name.toLowerCase()),
  }));
  return {
    verifiedMonitoredAddresses: rows.verifiedAddresses,
    monitoringGap,
    // With a gap, only saved breaches are known: none saved means nothing to go on (S2 unavailable).
    breaches: monitoringGap !== null && breaches.length === 0 ? null : breaches,
    passwordChecks: rows.passwordChecks.map(
      ({ label, score, pwned, reused, inUse, checkedAt }) => ({
        label,
        score,
        pwned,
        reused,
        inUse,
        checkedAt,
      }),
    ),
    // The strongest the account has: a passkey resists phishing, an app's code does not.
    twoFactor: rows.hasPasskey ? 'passkey' : owner.twoFactorEnabled ? 'totp' : 'none',
  };
}

/**
 * The user's draft, latest submitted assessment, action states and observed signals, read fresh
 * for every overview and score in one statement (risk-inputs.repository.ts says why one).
 */
export async function readRiskInputs(
  ctx: { db: AppDb; services: AppServices },
  owner: SignalOwner,
): Promise<RiskInputs> {
  // The breach catalog is loaded at start; a failed load is retried here, as every catalog read does.
  await whenCatalogReady(ctx.services);
  const rows = await readRiskInputRows(ctx.db, owner);
  const catalog = await catalogAt(ctx.db, ctx.services, rows.catalogVersion);
  return {
    draft: rows.draft,
    latest: rows.latest,
    actionStates: rows.actionStates,
    observed: toObservedInputs(ctx.services, rows, catalog, owner),
    latestSnapshot: rows.latestSnapshot,
  };
}

/** The observed signals alone (the same one statement). */
export async function readObservedInputs(
  ctx: { db: AppDb; services: AppServices },
  owner: SignalOwner,
): Promise<ObservedInputs> {
  return (await readRiskInputs(ctx, owner)).observed;
}
