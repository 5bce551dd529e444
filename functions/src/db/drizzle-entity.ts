// drizzle-orm's `entity.js` as the server bundle carries it (bundle.ts puts this module in its
// place): the same exports and the same answers, with `is` remembering what it found.
//
// drizzle's query builder asks `is(chunk, StringChunk)`, `is(chunk, Name)`, `is(chunk, SQL)`, …
// for every chunk of every statement it writes. Where `instanceof` says no, drizzle then walks the
// value's class chain looking for a class of the same entity kind (so that two copies of drizzle
// in one program still know each other's objects). Most answers are that "no": under load that
// walk was the largest single cost of drizzle on the server's thread (5 % of it in the soak), and
// reads cost 7-22 % less CPU without it (docs/benchmarks.md, "drizzle's is()"). The walk's answer
// depends only on the value's class and the type asked about, both long-lived, so it is
// remembered per pair.

export const entityKind = Symbol.for('drizzle:entityKind');
/** @public Unused here, but drizzle-orm exports it from its index (`export *` of this module). */
export const hasOwnEntityKind = Symbol.for('drizzle:hasOwnEntityKind');

/** A drizzle class: its entity kind is a static, own property. */
type EntityClass = (abstract new (...args: never[]) => unknown) & { [entityKind]?: string };

/** Per class of value, per type asked about: whether the walk found the type's entity kind. */
const walked = new WeakMap<object, Map<EntityClass, boolean>>();

export function is(value: unknown, type: EntityClass): boolean {
  if (!value || typeof value !== 'object') return false;
  if (value instanceof type) return true;
  // As drizzle's: a value without a prototype throws here.
  const cls = (Object.getPrototypeOf(value) as { constructor?: unknown }).constructor;
  const known = typeof cls === 'function' ? walked.get(cls) : undefined;
  const remembered = known?.get(type);
  if (remembered !== undefined) return remembered;
  if (!Object.prototype.hasOwnProperty.call(type, entityKind)) {
    throw new Error(
      `Class "${type.name ?? '<unknown>'}" doesn't look like a Drizzle entity. If this is incorrect and the class is provided by Drizzle, please report this as a bug.`,
    );
  }
  const answer = hasKindInChain(cls, type[entityKind]);
  if (typeof cls === 'function') {
    if (known) known.set(type, answer);
    else walked.set(cls, new Map([[type, answer]]));
  }
  return answer;
}

/** drizzle's walk: the class, then each class it extends, for one of the entity kind `kind`. */
function hasKindInChain(cls: unknown, kind: string | undefined): boolean {
  let current = cls as { [entityKind]?: string } | null | undefined;
  while (current) {
    if (entityKind in current && current[entityKind] === kind) return true;
    current = Object.getPrototypeOf(current) as typeof current;
  }
  return false;
}
