/**
 * Chakra's token dictionary, taken at build time and restored in the browser (decision 029).
 *
 * `createTokenDictionary` walks 661 tokens through Chakra's transforms and middlewares on every
 * start: on /register, 0.24 s of a throttled phone's 0.59 s of entry script. The browser
 * reads only a few of its views, so the snapshot holds those and no more:
 *
 * - `getByName` (the token map): each token's value, CSS variable, and whether it is semantic
 *   (has conditions) or virtual (`colorPalette.*`). Semantic tokens' values per condition are
 *   CSS in index.html's <head> (decision 020), never read by script.
 * - `flatMap` and `byCategory` (`getVar`, `getCategoryValues`): the reference each token name
 *   resolves to.
 * - `colorPaletteMap`: what the `colorPalette` prop sets.
 *
 * The views Chakra builds only for its global CSS (`cssVarMap`, the conditional copies of
 * semantic tokens in `allTokens`) stay empty: the browser build computes no global CSS.
 */

type TokenValue = string | number;

/** [name, value, flags, CSS variable when it is not the one `variableOf` derives]. */
type TokenRow = [name: string, value: TokenValue, flags: number, variable?: string];

export interface TokenSnapshot {
  prefix: string;
  tokens: TokenRow[];
  /** `flatMap` values that are not the token's `var(…)`: negative spacings are `calc(…)`. */
  flat: [name: string, value: TokenValue][];
  colorPalettes: [palette: string, variables: [variable: string, ref: string][]][];
}

const SEMANTIC = 1;
const VIRTUAL = 2;

/** The part of Chakra's token that the snapshot is taken from and restores. */
export interface SnapshotToken {
  name: string;
  value: TokenValue;
  extensions: {
    category: string;
    prop: string;
    cssVar?: { var: string; ref: string };
    conditions?: Record<string, unknown>;
    virtual?: boolean;
  };
}

/** The views of Chakra's dictionary the snapshot fills (its own closures read them). */
export interface TokenViews {
  allTokens: SnapshotToken[];
  tokenNameMap: Map<string, SnapshotToken>;
  flatMap: Map<string, TokenValue>;
  byCategory: Map<string, Map<string, TokenValue>>;
  categoryMap: Map<string, Map<string, SnapshotToken>>;
  colorPaletteMap: Map<string, Map<string, string>>;
}

/** Chakra's variable for most token names (`cssVar` in its css-var.js); others are stored. */
function variableOf(name: string, prefix: string): string {
  const escaped = name
    .replaceAll('.', '-')
    .replace(/[^a-zA-Z0-9_\u0081-\uffff-]/g, (s) => `\\${s}`);
  return `--${prefix}-${escaped}`.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Build time: the snapshot of a dictionary Chakra built. */
export function takeTokenSnapshot(dictionary: {
  prefix: string;
  tokenMap: Map<string, SnapshotToken>;
  flatMap: Map<string, TokenValue>;
  colorPaletteMap: Map<string, Map<string, string>>;
}): TokenSnapshot {
  const { prefix } = dictionary;
  const tokens: TokenRow[] = [];
  // In the order of `flatMap`, which is the order `byCategory` and `categoryMap` list them in.
  for (const name of dictionary.flatMap.keys()) {
    const token = dictionary.tokenMap.get(name);
    if (!token) throw new Error(`token ${name} resolves to a value but has none: see decision 029`);
    const { cssVar, conditions, virtual } = token.extensions;
    if (!cssVar || cssVar.ref !== `var(${cssVar.var})`) {
      throw new Error(`token ${token.name} has no plain CSS variable: see decision 029`);
    }
    const flags = (conditions ? SEMANTIC : 0) | (virtual ? VIRTUAL : 0);
    const row: TokenRow = [token.name, token.value, flags];
    if (cssVar.var !== variableOf(token.name, prefix)) row.push(cssVar.var);
    tokens.push(row);
  }
  const flat: TokenSnapshot['flat'] = [];
  for (const [name, value] of dictionary.flatMap) {
    if (value !== dictionary.tokenMap.get(name)?.extensions.cssVar?.ref) flat.push([name, value]);
  }
  const colorPalettes: TokenSnapshot['colorPalettes'] = [...dictionary.colorPaletteMap].map(
    ([palette, variables]) => [palette, [...variables]],
  );
  return { prefix, tokens, flat, colorPalettes };
}

/** In the browser: fills the empty views of Chakra's dictionary from the snapshot. */
export function restoreTokenViews(
  snapshot: TokenSnapshot,
  prefix: string,
  views: TokenViews,
): void {
  if (prefix !== snapshot.prefix) {
    throw new Error(
      `the token snapshot was taken with prefix "${snapshot.prefix}", not "${prefix}"`,
    );
  }
  const flatExceptions = new Map(snapshot.flat);
  for (const [name, value, flags, variable = variableOf(name, prefix)] of snapshot.tokens) {
    const dot = name.indexOf('.');
    const category = name.slice(0, dot);
    const prop = name.slice(dot + 1);
    const ref = `var(${variable})`;
    const token: SnapshotToken = {
      name,
      value,
      extensions: { category, prop, cssVar: { var: variable, ref } },
    };
    if (flags & SEMANTIC) token.extensions.conditions = {};
    if (flags & VIRTUAL) token.extensions.virtual = true;
    views.allTokens.push(token);
    views.tokenNameMap.set(name, token);
    const flatValue = flatExceptions.get(name) ?? ref;
    views.flatMap.set(name, flatValue);
    mapIn(views.byCategory, category).set(prop, flatValue);
    mapIn(views.categoryMap, category).set(prop, token);
  }
  for (const [palette, variables] of snapshot.colorPalettes) {
    views.colorPaletteMap.set(palette, new Map(variables));
  }
}

function mapIn<V>(maps: Map<string, Map<string, V>>, key: string): Map<string, V> {
  let map = maps.get(key);
  if (!map) maps.set(key, (map = new Map<string, V>()));
  return map;
}
