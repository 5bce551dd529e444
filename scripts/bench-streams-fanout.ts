import { ARTICLE_SLUGS } from '../contracts/src/schemas/article.schema';
import { type CallTiming, type ChangeArrival, call } from './bench-streams-client';
import type { StreamPerson } from './bench-streams-people';

/**
 * The changes of bench:streams: `articles.markRead`, the cheapest write that records a change
 * (one upsert and its outbox row, no trigger behind it). A person's n-th change marks the n-th
 * article read, so the article's slug, which the change event carries as its `id`, names the
 * write it came from on every one of that person's streams.
 */
export const CHANGES_PER_PERSON_MAX = ARTICLE_SLUGS.length;
/** Waited after the last answer for changes still on their way. */
const DRAIN_MS = 2000;

/** Arrival times of each change on the person's streams, keyed `person:slug`. */
export class Arrivals {
  readonly #times = new Map<string, number[]>();

  record(person: StreamPerson, change: ChangeArrival): void {
    if (change.collection !== 'articles') return;
    const key = `${person.index}:${change.rowId}`;
    const times = this.#times.get(key) ?? [];
    times.push(change.at);
    this.#times.set(key, times);
  }

  of(person: StreamPerson, slug: string): number[] {
    return this.#times.get(`${person.index}:${slug}`) ?? [];
  }
}

export interface Fanout {
  timing: CallTiming;
  /** Streams the change reached (each of the person's streams once, when all went well). */
  delivered: number;
  firstAt: number;
  lastAt: number;
}

/**
 * `count` changes at `perSecond`, open loop (each sent on time whether or not the earlier ones
 * have been answered), from people in turn; then the arrivals of each on its person's streams.
 */
export async function makeChanges(
  base: string,
  options: { people: StreamPerson[]; count: number; perSecond: number; arrivals: Arrivals },
): Promise<Fanout[]> {
  const { people, count, perSecond, arrivals } = options;
  const started = performance.now();
  const writes: Array<Promise<{ person: StreamPerson; slug: string; timing: CallTiming }>> = [];
  for (let n = 0; n < count; n += 1) {
    const person = people[n % people.length] as StreamPerson;
    const slug = ARTICLE_SLUGS[Math.floor(n / people.length)] as string;
    const wait = started + (n * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    writes.push(
      call(base, person, 'articles.markRead', { slug, read: true }).then((timing) => ({
        person,
        slug,
        timing,
      })),
    );
  }
  const answered = await Promise.all(writes);
  const failed = answered.filter(({ timing }) => timing.status !== 200);
  if (failed.length > 0)
    throw new Error(`${failed.length} writes failed (${failed[0]?.timing.status})`);
  await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
  return answered.map(({ person, slug, timing }) => {
    const times = arrivals.of(person, slug);
    return {
      timing,
      delivered: times.length,
      firstAt: Math.min(...times),
      lastAt: Math.max(...times),
    };
  });
}
