import { generateId } from '../contracts/src/ids';
import type { RecordPasswordCheckInput } from '../contracts/src/schemas/password-check.schema';
import { answersFor } from '../functions/src/features/risk-assessment/testing/answers';
import { waitForMail } from '../functions/src/testing/mail-outbox';
import { TestClient } from '../functions/src/testing/test-client';
import { type Sample, timed } from './bench-load-report';

/** The people of bench:load: each signs up, then loops through what a person does on the dashboard. */
const PASSWORD = 'a soak test passphrase that is long enough';
/** How often each person signs out and in again, unless the bench says otherwise. */
const SIGN_IN_EVERY_MS = 60_000;
/** Saved breaches and recorded password checks a person keeps before removing the oldest. */
const KEPT_PER_PERSON = 40;

export interface Person {
  email: string;
  client: TestClient;
  signInEveryMs: number;
  nextSignIn: number;
  /** What the server acknowledged and the person has not removed since: all must be there at the end. */
  saved: Array<{ id: string; name: string }>;
  feedbackIds: string[];
  passwordCheckIds: string[];
  breachCursor: number;
  readCursor: number;
}

export async function signUp(
  base: string,
  mailDir: string,
  {
    index,
    people,
    emailPrefix = 'soak',
    signInEveryMs = SIGN_IN_EVERY_MS,
    site,
  }: {
    index: number;
    people: number;
    /** Distinct per run when the database is reused (bench:api on one PostgreSQL database). */
    emailPrefix?: string;
    /** A sign-in costs a scrypt hash (about 0.75 s of one core): how often each person pays it. */
    signInEveryMs?: number;
    /** The site's address when `base` is the app behind it (its Origin goes with every write). */
    site?: string;
  },
): Promise<Person> {
  const email = `${emailPrefix}-${index}@example.com`;
  // One address per person (TEST-NET-3 and TEST-NET-2), so per-address limits see people, not the bench.
  const ip = index < 254 ? `203.0.113.${index + 1}` : `198.51.100.${index - 253}`;
  const client = site ? new TestClient(site, ip).via(base) : new TestClient(base, ip);
  const signUp = await client.postJson('/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    name: `Soak ${index}`,
  });
  if (signUp.status !== 200)
    throw new Error(`sign-up ${email}: ${signUp.status} ${await signUp.text()}`);
  const { link } = await waitForMail(mailDir, (mail) => mail.to.includes(email), 30_000);
  if (!link) throw new Error(`the verification mail to ${email} has no link`);
  const url = new URL(link);
  await client.request(url.pathname + url.search);
  client.clearCookies();
  const signIn = await client.postJson('/api/auth/sign-in/email', { email, password: PASSWORD });
  if (signIn.status !== 200) throw new Error(`sign-in ${email}: ${signIn.status}`);
  return {
    email,
    client,
    signInEveryMs,
    nextSignIn: Date.now() + signInEveryMs * (1 + index / people),
    saved: [],
    feedbackIds: [],
    passwordCheckIds: [],
    breachCursor: index * 17,
    readCursor: index,
  };
}

/** A callable's status and body; the bench reads only ids back, so that is all it types. */
async function call(
  client: TestClient,
  name: string,
  input: unknown = {},
): Promise<{ status: number; body: { id?: string } }> {
  const response = await client.postJson(`/v1/call/${name}`, input);
  return { status: response.status, body: (await response.json()) as { id?: string } };
}

/** What the dashboard reads: callables, and the breach data's status (a public GET). */
const READS = [
  'profileSettings.get',
  'savedBreaches.list',
  'savedBreaches.getExposureSummary',
  'riskAssessment.getOverview',
  'emailBreachCheck.listAlerts',
  'GET /v1/breach-data/status',
  'articles.getProgress',
  'passwordChecks.list',
] as const;

async function read(client: TestClient, name: (typeof READS)[number]): Promise<number> {
  if (name.startsWith('GET ')) {
    const response = await client.request(name.slice('GET '.length));
    await response.arrayBuffer();
    return response.status;
  }
  return (await call(client, name)).status;
}

/** Signs out and in again, as a person coming back to the site does. */
async function signInAgain(person: Person, samples: Sample[] | null) {
  const { client } = person;
  person.nextSignIn = Date.now() + person.signInEveryMs;
  await timed(
    samples,
    'sign-out',
    'write',
    async () => (await client.postJson('/api/auth/sign-out', {})).status,
  );
  client.clearCookies();
  await timed(samples, 'sign-in', 'sign-in', async () => {
    const response = await client.postJson('/api/auth/sign-in/email', {
      email: person.email,
      password: PASSWORD,
    });
    return response.status;
  });
}

/** Starts, answers and submits the quick assessment (three calls, timed as one write). */
async function takeAssessment(client: TestClient, samples: Sample[] | null, iteration: number) {
  await timed(samples, 'riskAssessment (start, answer, submit)', 'write', async () => {
    const start = await call(client, 'riskAssessment.start', { mode: 'quick' });
    if (start.status !== 200) return start.status;
    const answers = answersFor('quick', iteration % 128 === 15 ? 'best' : 'worst');
    const saved = await call(client, 'riskAssessment.saveAnswers', { id: start.body.id, answers });
    if (saved.status !== 200) return saved.status;
    return (
      await call(client, 'riskAssessment.submit', {
        id: start.body.id,
        idempotencyKey: generateId(),
      })
    ).status;
  });
}

/** One step of one person: mostly reads, about one in four a write, a fresh sign-in each minute. */
export async function step(
  person: Person,
  names: string[],
  samples: Sample[] | null,
  iteration: number,
) {
  const { client } = person;
  if (Date.now() >= person.nextSignIn) return signInAgain(person, samples);
  const slot = iteration % 16;
  if (slot === 3 && person.saved.length >= KEPT_PER_PERSON) {
    // People keep tens of breaches, not hundreds: the oldest goes, as a real removal.
    const oldest = person.saved[0];
    await timed(samples, 'savedBreaches.remove', 'write', async () => {
      const { status } = await call(client, 'savedBreaches.remove', { id: oldest?.id });
      if (status === 200) person.saved.shift();
      return status;
    });
  } else if (slot === 3) {
    const breachName = names[person.breachCursor++ % names.length] ?? '';
    if (person.saved.some((entry) => entry.name === breachName)) return;
    await timed(samples, 'savedBreaches.add', 'write', async () => {
      const { status, body } = await call(client, 'savedBreaches.add', { breachName });
      if (status === 200 && body.id) person.saved.push({ id: body.id, name: breachName });
      return status;
    });
  } else if (slot === 7 && person.passwordCheckIds.length >= KEPT_PER_PERSON) {
    const oldest = person.passwordCheckIds[0];
    await timed(samples, 'passwordChecks.remove', 'write', async () => {
      const { status } = await call(client, 'passwordChecks.remove', { id: oldest });
      if (status === 200) person.passwordCheckIds.shift();
      return status;
    });
  } else if (slot === 7) {
    await timed(samples, 'passwordChecks.record', 'write', async () => {
      const { status, body } = await call(client, 'passwordChecks.record', {
        label: `Soak ${iteration}`,
        score: iteration % 5,
        pwned: false,
        reused: false,
        inUse: true,
      } satisfies RecordPasswordCheckInput);
      if (status === 200 && body.id) person.passwordCheckIds.push(body.id);
      return status;
    });
  } else if (slot === 11) {
    await timed(samples, 'feedback.submit', 'write', async () => {
      const { status, body } = await call(client, 'feedback.submit', {
        idempotencyKey: generateId(),
        category: 'praise',
        rating: 5,
        message: `Soak feedback ${iteration} from ${person.email}.`,
      });
      if (status === 200 && body.id) person.feedbackIds.push(body.id);
      return status;
    });
  } else if (slot === 15 && iteration % 64 === 15) {
    await takeAssessment(client, samples, iteration);
  } else {
    const name = READS[person.readCursor++ % READS.length] ?? 'profileSettings.get';
    await timed(samples, name, 'read', () => read(client, name));
  }
}

export /** A list callable's rows. */
async function list<T>(client: TestClient, name: string): Promise<T[]> {
  const response = await client.postJson(`/v1/call/${name}`, {});
  if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
  return (await response.json()) as T[];
}

/** Every write the server acknowledged (and the person did not remove since) is there afterwards. */
export async function lostWrites(
  people: Array<Pick<Person, 'email' | 'client' | 'saved' | 'passwordCheckIds' | 'feedbackIds'>>,
): Promise<string[]> {
  const lost: string[] = [];
  for (const { email, client, saved, passwordCheckIds, feedbackIds } of people) {
    const breaches = new Set(
      (await list<{ breach: { name: string } }>(client, 'savedBreaches.list')).map(
        (row) => row.breach.name,
      ),
    );
    const checks = new Set(
      (await list<{ id: string }>(client, 'passwordChecks.list')).map((row) => row.id),
    );
    const feedback = new Set(
      (await list<{ id: string }>(client, 'feedback.list')).map((row) => row.id),
    );
    lost.push(
      ...saved
        .filter(({ name }) => !breaches.has(name))
        .map(({ name }) => `${email}: saved breach ${name}`),
      ...passwordCheckIds
        .filter((id) => !checks.has(id))
        .map((id) => `${email}: password check ${id}`),
      ...feedbackIds.filter((id) => !feedback.has(id)).map((id) => `${email}: feedback ${id}`),
    );
  }
  return lost;
}
