import type { PgTable } from 'drizzle-orm/pg-core';
import type { Env, Hono } from 'hono';
import type { AppDb } from '@/db/client';
import type { CallableDefinition } from './define-callable';
import type { ScheduleDefinition } from './define-schedule';
import type { TriggerDefinition } from './define-trigger';

/** Mounts HTTP routes that are not callables (public APIs, downloads). */
export type MountRoutes<RouteDeps> = <E extends Env>(app: Hono<E>, deps: RouteDeps) => void;

/** A feature's share of what Bulwark keeps about one person. */
export interface UserDataHooks {
  /** Its part of "export my data" (ASVS 8.3.2): top-level keys no other feature uses. */
  export: (db: AppDb, userId: string) => Promise<Record<string, unknown>>;
  /**
   * Clean-up after the account is deleted, for data `on delete cascade` does not reach (rows
   * keyed by something other than the user, files). Runs with the privileged connection.
   */
  delete: (db: AppDb, userId: string) => Promise<void>;
}

/**
 * Everything a server feature adds to Bulwark, declared once in `<slug>.feature.ts`. The
 * composition root lists the manifests (features/index.ts); nothing else names a feature's parts.
 */
export interface FeatureManifest<RouteDeps = unknown> {
  /** The same slug in contracts/, functions/ and web/. */
  slug: string;
  callables?: readonly CallableDefinition[];
  triggers?: readonly TriggerDefinition[];
  schedules?: readonly ScheduleDefinition[];
  /** Every table its migrations create: the access-rules test finds each owned one from here. */
  tables?: readonly PgTable[];
  mountRoutes?: MountRoutes<RouteDeps>;
  userData?: Partial<UserDataHooks>;
}

export function defineFeature<RouteDeps = unknown>(
  manifest: FeatureManifest<RouteDeps>,
): FeatureManifest<RouteDeps> {
  return manifest;
}
