import { createHash } from 'node:crypto';
import type { AppDb, Database } from '@/db/client';
import type { Clock } from '@/lib/clock';
import type { AuthSession } from './auth';
import { listenWithFence } from './notice-fence';
import type { SessionCookieReader } from './session-cookie';
import {
  type SessionEndReason,
  type SessionLifetime,
  checkSessionLifetime,
  endReason,
  extendIfDue,
} from './session-lifetime';
import type { SessionWithUser } from './session.repository';

/** The channel the database announces ended sessions and changed accounts on (migration 0010). */
export const SESSION_NOTICES_CHANNEL = 'bulwark_sessions';
/** A cache hit needs proof that every notice committed this long ago has been applied here. */
const FRESHNESS_MS = 800;
/** How often that proof is renewed: a fence sent through the listening connection and heard back. */
const FENCE_EVERY_MS = 250;
const MAX_ENTRIES = 20_000;

export interface VerifiedSessions {
  /** The session behind the request's cookie when it is valid now; null otherwise. */
  get(headers: Headers, options: { passive: boolean }): Promise<AuthSession | null>;
  /**
   * Resolves once every session notice committed before the call has been applied here, so a
   * sign-out or revocation answered by this instance holds for the very next request to it.
   */
  settle(): Promise<void>;
  /**
   * Calls `onTouched` whenever a notice says this session or its account changed (ended, revoked,
   * password or account changed), so what holds the session open (a change stream) checks it
   * again at once rather than at its next turn. Returns the function that stops watching.
   */
  watch(session: AuthSession, onTouched: () => void): () => void;
  stop(): Promise<void>;
}

interface Entry {
  row: SessionWithUser;
  session: AuthSession;
}

export interface VerifiedSessionsDeps {
  db: AppDb;
  listen: Database['listen'];
  cookies: SessionCookieReader;
  clock: Clock;
  lifetime: SessionLifetime;
  onEnded: (reason: SessionEndReason, userId: string) => void;
}

function toAuthSession(row: SessionWithUser): AuthSession {
  return {
    user: {
      id: row.userId,
      email: row.email,
      name: row.name,
      emailVerified: row.emailVerified,
      twoFactorEnabled: row.twoFactorEnabled,
    },
    session: { id: row.id },
  };
}

/** Runs `work` every `ms`, skipping a turn while the previous run is still going. */
function everyInTurn(ms: number, work: () => Promise<void>): NodeJS.Timeout {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void work().finally(() => {
      running = false;
    });
  }, ms);
  timer.unref();
  return timer;
}

/** Who watches a session (`s:<id>`) or an account (`u:<id>`), keyed by the notice's own payload. */
function createWatchers() {
  const byPayload = new Map<string, Set<() => void>>();
  return {
    add(payload: string, onTouched: () => void): () => void {
      const set = byPayload.get(payload) ?? new Set<() => void>();
      set.add(onTouched);
      byPayload.set(payload, set);
      return () => {
        set.delete(onTouched);
        if (set.size === 0) byPayload.delete(payload);
      };
    },
    /** The notices that name this session or its account. */
    watch(session: AuthSession, onTouched: () => void): () => void {
      const unwatchSession = this.add(`s:${session.session.id}`, onTouched);
      const unwatchUser = this.add(`u:${session.user.id}`, onTouched);
      return () => {
        unwatchSession();
        unwatchUser();
      };
    },
    notify(payload: string): void {
      for (const onTouched of byPayload.get(payload) ?? []) onTouched();
    },
  };
}

/** Cached sessions by cookie key, findable by session and by user for the notices. */
function createSessionIndex() {
  const entries = new Map<string, Entry>();
  const keysBySession = new Map<string, string>();
  const keysByUser = new Map<string, Set<string>>();
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    keysBySession.delete(entry.row.id);
    const keys = keysByUser.get(entry.row.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysByUser.delete(entry.row.userId);
  };
  return {
    get: (key: string) => entries.get(key),
    forget,
    forgetSession(sessionId: string) {
      const key = keysBySession.get(sessionId);
      if (key) forget(key);
    },
    forgetUser(userId: string) {
      for (const key of [...(keysByUser.get(userId) ?? [])]) forget(key);
    },
    remember(key: string, entry: Entry) {
      forget(key);
      if (entries.size >= MAX_ENTRIES) forget(entries.keys().next().value ?? '');
      entries.set(key, entry);
      keysBySession.set(entry.row.id, key);
      const keys = keysByUser.get(entry.row.userId) ?? new Set<string>();
      keys.add(key);
      keysByUser.set(entry.row.userId, keys);
    },
    clear() {
      entries.clear();
      keysBySession.clear();
      keysByUser.clear();
    },
  };
}

/**
 * The verified-session cache: a signed-in call costs no session query while its session is known
 * valid. Validity is re-judged on every hit (idle and absolute lifetime from the cached times),
 * and an entry dies on every instance when the database announces its session ended or its
 * account changed (triggers on `session` and `user`, NOTIFY on commit: sign-out, revocation,
 * password change or reset, disable, delete, whichever code or process did it). Entries are
 * served only while this instance can prove it hears those notices: a fence sent through the
 * listening connection every 250 ms must have come back, so a notice is applied within 1 s at
 * worst, even when that connection hangs silently; otherwise every request reads the database.
 * The fence never waits for a pooled connection, so a busy pool does not turn the cache off.
 */
export async function startVerifiedSessions(deps: VerifiedSessionsDeps): Promise<VerifiedSessions> {
  const index = createSessionIndex();
  const watchers = createWatchers();
  /** Notices heard while a database read is in flight: a read they touch is not cached. */
  const inFlight = new Set<Set<string>>();
  let listening = false;
  const forgetAll = () => {
    index.clear();
    for (const heard of inFlight) heard.add('*');
  };

  const onNotice = (payload: string) => {
    const kind = payload.slice(0, 2);
    const id = payload.slice(2);
    for (const heard of inFlight) heard.add(payload);
    if (kind === 's:') index.forgetSession(id);
    else if (kind === 'u:') index.forgetUser(id);
    else forgetAll();
    watchers.notify(payload);
  };
  const onListening = (now: boolean) => {
    listening = now;
    // Notices sent while nobody listened are lost: nothing cached before may be trusted.
    forgetAll();
  };
  const { listener, fence } = await listenWithFence(
    deps.listen,
    SESSION_NOTICES_CHANNEL,
    onNotice,
    onListening,
  );
  listening = true;

  /** A fence not heard back in time: notices may be lost, so nothing cached is trusted. */
  const sendFence = async () => {
    if (!(await fence.send())) forgetAll();
  };
  const trusted = () => listening && performance.now() - fence.provenAt() < FRESHNESS_MS;

  // Trusted from the first fence heard back: until then every request reads the database.
  await sendFence();
  const heartbeat = everyInTurn(FENCE_EVERY_MS, sendFence);

  /** The database's answer, cached when no notice about it arrived while it was read. */
  async function readAndRemember(key: string, token: string, passive: boolean) {
    const heard = new Set<string>();
    inFlight.add(heard);
    const canCache = trusted();
    try {
      const check = await checkSessionLifetime(deps.db, token, {
        lifetime: deps.lifetime,
        now: deps.clock.now(),
        extendIdle: !passive,
      });
      if (check.status === 'ended') deps.onEnded(check.reason, check.userId);
      if (check.status !== 'active') return null;
      const { session: row } = check;
      const session = toAuthSession(row);
      const touched = heard.has('*') || heard.has(`s:${row.id}`) || heard.has(`u:${row.userId}`);
      if (canCache && !touched) index.remember(key, { row, session });
      return session;
    } finally {
      inFlight.delete(heard);
    }
  }

  return {
    async get(headers, { passive }) {
      const raw = deps.cookies.rawValue(headers);
      if (!raw) return null;
      const key = createHash('sha256').update(raw).digest('base64');
      const entry = trusted() ? index.get(key) : undefined;
      const now = deps.clock.now();
      if (entry && endReason(entry.row, now, deps.lifetime) === null) {
        if (!passive) await extendIfDue(deps.db, entry.row, now, deps.lifetime);
        return entry.session;
      }
      // Looks ended here, or unknown: the database decides (another instance may have extended it).
      if (entry) index.forget(key);
      const token = deps.cookies.verifiedToken(raw);
      return token ? readAndRemember(key, token, passive) : null;
    },
    settle: sendFence,
    watch: (session, onTouched) => watchers.watch(session, onTouched),
    async stop() {
      clearInterval(heartbeat);
      await listener.stop();
      forgetAll();
    },
  };
}
