import { CallableError } from '@bulwark/contracts/errors';
import {
  type ExposureSummary,
  STEP_SEVERITIES,
  type SavedBreach,
  type SavedBreachStatus,
  type StepState,
} from '@bulwark/contracts/schemas/saved-breach.schema';
import type { AppDb } from '@/db/client';
import { firstAlertAt } from '@/features/breach-alerts/breach-alerts.service';
import {
  catalogAt,
  describeBreaches,
  whenCatalogReady,
} from '@/features/breach-catalog/breach-catalog.service';
import type { AppServices } from '@/platform/context';
import { recordChange } from '@/platform/changes';
import { toSavedBreach } from './saved-breach-dto';
import {
  type SavedBreachRow,
  type WholeListOptions,
  deleteSavedBreach,
  findExposureSummary,
  findSavedBreachByName,
  findSavedBreachRow,
  insertEvents,
  insertSavedBreach,
  listSavedBreachRows,
  listWholeSavedBreaches,
  updateSavedBreach,
  upsertStep,
} from './saved-breaches.repository';
import { whenTwoFactorDirectoryReady } from './two-factor-directory';

/** Change events carry this collection; the browser refetches queries keyed under it. */
export const SAVED_BREACHES_COLLECTION = 'saved-breaches';
/** The browser keys the exposure summary query under this collection. */
export const EXPOSURE_SUMMARY_COLLECTION = 'exposure-summary';

export interface SavedBreachesContext {
  db: AppDb;
  services: AppServices;
  userId: string;
}

/** Each saved breach as the wire carries it; one whose breach left the catalog is skipped. */
async function readSavedBreaches(
  ctx: SavedBreachesContext,
  options?: WholeListOptions,
): Promise<SavedBreach[]> {
  const { whole, directory } = await readWhole(ctx, options);
  return whole.flatMap(({ row, breach, steps, history }) =>
    breach ? [toSavedBreach(row, { breach, directory, steps, history })] : [],
  );
}

/** One saved breach as the wire carries it, or why there is none. */
async function requireSavedBreach(ctx: SavedBreachesContext, id: string): Promise<SavedBreach> {
  const {
    whole: [found],
    directory,
  } = await readWhole(ctx, { ids: [id] });
  if (!found) throw new CallableError('not-found', 'That breach is not on your list.');
  const { row, breach, steps, history } = found;
  if (!breach)
    throw new CallableError('not-found', `Breach "${row.breachName}" is no longer in the catalog.`);
  return toSavedBreach(row, { breach, directory, steps, history });
}

/** The saved breaches with their catalog entries (undefined when the catalog lost one). */
async function readWhole(ctx: SavedBreachesContext, options: WholeListOptions | undefined) {
  await whenCatalogReady(ctx.services);
  const directory = await whenTwoFactorDirectoryReady(ctx.services.logger);
  const { catalogVersion, whole } = await listWholeSavedBreaches(ctx.db, ctx.userId, options);
  const catalog = await catalogAt(ctx.db, ctx.services, catalogVersion);
  return {
    whole: whole.map((saved) => ({ ...saved, breach: catalog.find(saved.row.breachName) })),
    directory,
  };
}

async function requireRow(ctx: SavedBreachesContext, id: string): Promise<SavedBreachRow> {
  const row = await findSavedBreachRow(ctx.db, ctx.userId, id);
  if (!row) throw new CallableError('not-found', 'That breach is not on your list.');
  return row;
}

/** `status` is set when the change moved the breach to "fixed" or back (the risk score reads it). */
async function announce(
  ctx: SavedBreachesContext,
  op: 'insert' | 'update' | 'delete',
  row: SavedBreachRow,
  status?: SavedBreachStatus,
) {
  await recordChange(ctx.db, {
    userId: ctx.userId,
    collection: SAVED_BREACHES_COLLECTION,
    op,
    rowId: row.id,
    after: { breachName: row.breachName, ...(status ? { status } : {}) },
  });
}

export async function listSavedBreaches(ctx: SavedBreachesContext): Promise<SavedBreach[]> {
  return readSavedBreaches(ctx);
}

/** Puts a catalog breach on the list ("action needed"); saving it again returns it unchanged. */
export async function saveBreach(
  ctx: SavedBreachesContext,
  breachName: string,
): Promise<SavedBreach> {
  const [breach] = await describeBreaches(ctx, [breachName]);
  if (!breach)
    throw new CallableError(
      'not-found',
      `There is no breach named "${breachName}" in the catalog.`,
    );
  const existing = await findSavedBreachByName(ctx.db, ctx.userId, breach.name);
  if (existing) return requireSavedBreach(ctx, existing.id);
  const now = ctx.services.clock.now();
  const row = await insertSavedBreach(ctx.db, ctx.userId, breach.name, now);
  if (!row) return requireSavedBreach(ctx, (await requireByName(ctx, breach.name)).id);
  const foundAt = (await firstAlertAt(ctx.db, ctx.userId, breach.name)) ?? now;
  await insertEvents(ctx.db, row, [
    { kind: 'found', at: foundAt },
    { kind: 'saved', at: now },
  ]);
  await announce(ctx, 'insert', row);
  return requireSavedBreach(ctx, row.id);
}

/**
 * Puts a breach the monitoring found for one of the person's addresses on their list ("action
 * needed"), dated when it was found. Nothing happens when it is there already, or when the catalog
 * does not hold it (a breach only HIBP knows has no steps to offer yet).
 */
export async function addFoundBreach(
  ctx: SavedBreachesContext,
  breachName: string,
  foundAt: Date,
): Promise<void> {
  const [breach] = await describeBreaches(ctx, [breachName]);
  if (!breach || (await findSavedBreachByName(ctx.db, ctx.userId, breach.name))) return;
  const row = await insertSavedBreach(ctx.db, ctx.userId, breach.name, ctx.services.clock.now());
  if (!row) return;
  await insertEvents(ctx.db, row, [{ kind: 'found', at: foundAt }]);
  await announce(ctx, 'insert', row);
}

async function requireByName(ctx: SavedBreachesContext, name: string): Promise<SavedBreachRow> {
  const row = await findSavedBreachByName(ctx.db, ctx.userId, name);
  if (!row) throw new CallableError('aborted', 'The list changed while saving. Try again.');
  return row;
}

export async function removeSavedBreach(
  ctx: SavedBreachesContext,
  id: string,
): Promise<{ removed: boolean }> {
  const row = await findSavedBreachRow(ctx.db, ctx.userId, id);
  if (!row || !(await deleteSavedBreach(ctx.db, ctx.userId, id))) return { removed: false };
  await announce(ctx, 'delete', row);
  return { removed: true };
}

/** Sets the status, recording "fixed" or "reopened" in the history; no-op when unchanged. */
async function applyStatus(
  ctx: SavedBreachesContext,
  row: SavedBreachRow,
  status: SavedBreachStatus,
  at: Date,
) {
  if (row.status === status) return false;
  await updateSavedBreach(ctx.db, row, {
    status,
    resolvedAt: status === 'fixed' ? at : null,
    updatedAt: at,
  });
  await insertEvents(ctx.db, row, [{ kind: status === 'fixed' ? 'fixed' : 'reopened', at }]);
  return true;
}

export async function setSavedBreachStatus(
  ctx: SavedBreachesContext,
  id: string,
  status: SavedBreachStatus,
) {
  const row = await requireRow(ctx, id);
  if (await applyStatus(ctx, row, status, ctx.services.clock.now()))
    await announce(ctx, 'update', row, status);
  return requireSavedBreach(ctx, id);
}

/** Marks several breaches fixed in one go; each keeps its history. */
export async function resolveSavedBreaches(
  ctx: SavedBreachesContext,
  ids: string[],
): Promise<SavedBreach[]> {
  const rows = await listSavedBreachRows(ctx.db, ctx.userId, [...new Set(ids)]);
  if (rows.length !== new Set(ids).size)
    throw new CallableError('not-found', 'Some of those breaches are not on your list.');
  const now = ctx.services.clock.now();
  for (const row of rows) {
    if (await applyStatus(ctx, row, 'fixed', now)) await announce(ctx, 'update', row, 'fixed');
  }
  return readSavedBreaches(ctx, { ids: rows.map((row) => row.id) });
}

export async function updateSavedBreachNotes(ctx: SavedBreachesContext, id: string, notes: string) {
  const row = await requireRow(ctx, id);
  if (row.notes !== notes) {
    const now = ctx.services.clock.now();
    await updateSavedBreach(ctx.db, row, { notes, updatedAt: now });
    await insertEvents(ctx.db, row, [{ kind: 'notes-changed', at: now }]);
    await announce(ctx, 'update', row);
  }
  return requireSavedBreach(ctx, id);
}

const STEP_EVENT: Record<StepState, SavedBreach['history'][number]['kind']> = {
  done: 'step-done',
  skipped: 'step-skipped',
  open: 'step-reopened',
};

/**
 * Marks one guided step done, skipped or open again. When every step is done or skipped the
 * breach becomes "fixed"; reopening a step of a fixed breach puts it back to "action needed".
 */
export async function updateSavedBreachStep(
  ctx: SavedBreachesContext,
  input: { id: string; stepId: string; state: StepState },
): Promise<SavedBreach> {
  const before = await requireSavedBreach(ctx, input.id);
  const step = before.steps.find((candidate) => candidate.id === input.stepId);
  if (!step)
    throw new CallableError('invalid-argument', `This breach has no step "${input.stepId}".`);
  if (step.state === input.state) return before;
  const row = await requireRow(ctx, input.id);
  const now = ctx.services.clock.now();
  await upsertStep(ctx.db, row, { stepId: input.stepId, state: input.state, at: now });
  await insertEvents(ctx.db, row, [
    { kind: STEP_EVENT[input.state], at: now, stepId: input.stepId },
  ]);
  const allClosed = before.steps.every((candidate) =>
    candidate.id === input.stepId ? input.state !== 'open' : candidate.state !== 'open',
  );
  const status: SavedBreachStatus | null = allClosed
    ? 'fixed'
    : input.state === 'open'
      ? 'action-needed'
      : null;
  const statusChanged = status !== null && (await applyStatus(ctx, row, status, now));
  await announce(ctx, 'update', row, statusChanged ? status : undefined);
  return requireSavedBreach(ctx, input.id);
}

/** The summary the risk assessment reads, computed from the list as it is now (no history). */
export async function computeExposureSummary(
  ctx: SavedBreachesContext,
): Promise<Omit<ExposureSummary, 'updatedAt'>> {
  const list = await readSavedBreaches(ctx, { history: false });
  const open = list.filter((saved) => saved.status === 'action-needed');
  const exposedDataClasses: Record<string, number> = {};
  for (const saved of open) {
    for (const dataClass of saved.breach.dataClasses)
      exposedDataClasses[dataClass] = (exposedDataClasses[dataClass] ?? 0) + 1;
  }
  const openSteps = open.flatMap((saved) => saved.steps.filter((step) => step.state === 'open'));
  const severities = openSteps.map((step) => STEP_SEVERITIES.indexOf(step.severity));
  return {
    actionNeeded: open.length,
    fixed: list.length - open.length,
    openSteps: openSteps.length,
    exposedDataClasses,
    highestOpenSeverity:
      severities.length > 0 ? (STEP_SEVERITIES[Math.min(...severities)] ?? null) : null,
  };
}

export async function getExposureSummary(ctx: SavedBreachesContext): Promise<ExposureSummary> {
  const row = await findExposureSummary(ctx.db, ctx.userId);
  if (!row) {
    return {
      actionNeeded: 0,
      fixed: 0,
      openSteps: 0,
      exposedDataClasses: {},
      highestOpenSeverity: null,
      updatedAt: null,
    };
  }
  return {
    actionNeeded: row.actionNeeded,
    fixed: row.fixed,
    openSteps: row.openSteps,
    exposedDataClasses: row.exposedDataClasses,
    highestOpenSeverity: row.highestOpenSeverity,
    updatedAt: row.updatedAt.toISOString(),
  };
}
