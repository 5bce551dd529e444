import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { CallableDefinition } from './define-callable';
import type { FeatureManifest, MountRoutes, UserDataHooks } from './define-feature';
import type { ScheduleDefinition } from './define-schedule';
import type { TriggerDefinition } from './define-trigger';

/** The features' parts, collected: what the HTTP app, the job runner and the export read. */
export interface FeatureRegistry<RouteDeps> {
  callables: ReadonlyMap<string, CallableDefinition>;
  triggers: readonly TriggerDefinition[];
  schedules: readonly ScheduleDefinition[];
  tables: readonly PgTable[];
  /** Every feature's routes, in the order the features are listed. */
  mountRoutes: MountRoutes<RouteDeps>;
  /** Every feature's hooks, merged: one export object, one clean-up. */
  userData: UserDataHooks;
}

/**
 * Collects the manifests. Two features claiming one name would make one of them silently lose
 * (a callable shadowed, two triggers on one pg-boss queue), so any duplicate stops the server.
 */
export function createRegistry<RouteDeps>(
  features: readonly FeatureManifest<RouteDeps>[],
): FeatureRegistry<RouteDeps> {
  refuseDuplicates(
    'feature',
    features.map((feature) => [feature.slug, feature.slug]),
  );
  const parts = <T>(pick: (feature: FeatureManifest<RouteDeps>) => readonly T[] | undefined) =>
    features.flatMap((feature) =>
      (pick(feature) ?? []).map((part) => ({ part, owner: feature.slug })),
    );
  const callables = parts((feature) => feature.callables);
  const triggers = parts((feature) => feature.triggers);
  const schedules = parts((feature) => feature.schedules);
  const tables = parts((feature) => feature.tables);
  refuseDuplicates(
    'callable',
    callables.map(({ part, owner }) => [part.name, owner]),
  );
  refuseDuplicates(
    'trigger id',
    triggers.map(({ part, owner }) => [part.id, owner]),
  );
  refuseDuplicates(
    'schedule id',
    schedules.map(({ part, owner }) => [part.id, owner]),
  );
  refuseDuplicates(
    'table',
    tables.map(({ part, owner }) => [getTableName(part), owner]),
  );
  return {
    callables: new Map(callables.map(({ part }) => [part.name, part])),
    triggers: triggers.map(({ part }) => part),
    schedules: schedules.map(({ part }) => part),
    tables: tables.map(({ part }) => part),
    mountRoutes: (app, deps) => {
      for (const feature of features) feature.mountRoutes?.(app, deps);
    },
    userData: mergeUserData(features),
  };
}

function refuseDuplicates(kind: string, names: (readonly [name: string, owner: string])[]): void {
  const owners = new Map<string, string>();
  for (const [name, owner] of names) {
    const earlier = owners.get(name);
    if (earlier !== undefined) {
      throw new Error(
        `Two ${kind}s named "${name}" (in ${earlier} and ${owner}): names must be unique.`,
      );
    }
    owners.set(name, owner);
  }
}

function mergeUserData(
  features: readonly Pick<FeatureManifest, 'slug' | 'userData'>[],
): UserDataHooks {
  return {
    async export(db, userId) {
      const parts: { part: Record<string, unknown>; owner: string }[] = [];
      for (const feature of features) {
        const part = await feature.userData?.export?.(db, userId);
        if (part) parts.push({ part, owner: feature.slug });
      }
      refuseDuplicates(
        'export key',
        parts.flatMap(({ part, owner }) => Object.keys(part).map((key) => [key, owner] as const)),
      );
      return Object.assign({}, ...parts.map(({ part }) => part)) as Record<string, unknown>;
    },
    async delete(db, userId) {
      for (const feature of features) await feature.userData?.delete?.(db, userId);
    },
  };
}
