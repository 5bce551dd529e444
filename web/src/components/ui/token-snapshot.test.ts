import { describe, expect, test } from 'vitest';
import { appTokenSnapshot } from '../../../build/chakra-tokens';
import { system } from './system';
import {
  restoreTokenViews,
  type SnapshotToken,
  takeTokenSnapshot,
  type TokenViews,
} from './token-snapshot';

// The dictionary Chakra builds for the app's system: what the browser build restores instead.
const built = system.tokens as unknown as {
  prefix: string;
  allTokens: SnapshotToken[];
  tokenMap: Map<string, SnapshotToken>;
  flatMap: Map<string, string | number>;
  categoryMap: Map<string, Map<string, SnapshotToken>>;
  colorPaletteMap: Map<string, Map<string, string>>;
  getCategoryValues: (category: string) => Record<string, string | number> | null;
};

function restored(): TokenViews {
  const views: TokenViews = {
    allTokens: [],
    tokenNameMap: new Map(),
    flatMap: new Map(),
    byCategory: new Map(),
    categoryMap: new Map(),
    colorPaletteMap: new Map(),
  };
  // Through JSON, as the build hands it to the page.
  const snapshot = JSON.parse(JSON.stringify(takeTokenSnapshot(built)));
  restoreTokenViews(snapshot, built.prefix, views);
  return views;
}

describe('the token dictionary restored from its snapshot', () => {
  const views = restored();

  test('resolves every token name to what Chakra resolves it to, in the same order', () => {
    expect(built.flatMap.size).toBeGreaterThan(500);
    expect([...views.flatMap]).toEqual([...built.flatMap]);
    // Negative spacings resolve to calc(), not to a variable: the snapshot must hold those.
    expect(views.flatMap.get('spacing.-4')).toBe(built.flatMap.get('spacing.-4'));
    expect(String(views.flatMap.get('spacing.-4'))).toMatch(/^calc\(/);
  });

  test("gives each category's values as Chakra's utilities read them", () => {
    expect([...views.byCategory.keys()]).toEqual([...built.categoryMap.keys()]);
    for (const [category, values] of views.byCategory) {
      expect(Object.fromEntries(values), category).toEqual(built.getCategoryValues(category));
    }
  });

  test('sets the same variables for every color palette', () => {
    expect(built.colorPaletteMap.size).toBeGreaterThan(10);
    const entries = (maps: Map<string, Map<string, string>>) =>
      [...maps].map(([palette, variables]) => [palette, [...variables]]);
    expect(entries(views.colorPaletteMap)).toEqual(entries(built.colorPaletteMap));
  });

  test('holds each token as the system and its utilities read it by name', () => {
    // By name: nothing lists the token map, so its order is flatMap's here.
    expect(new Set(views.tokenNameMap.keys())).toEqual(new Set(built.tokenMap.keys()));
    expect(views.tokenNameMap.size).toBe(built.tokenMap.size);
    expect(new Set(views.allTokens.map((token) => token.name))).toEqual(
      new Set(built.allTokens.map((token) => token.name)),
    );
    for (const [name, token] of built.tokenMap) {
      const { cssVar, conditions, virtual, category, prop } = token.extensions;
      const restoredToken = views.tokenNameMap.get(name);
      expect(
        {
          value: restoredToken?.value,
          cssVar: restoredToken?.extensions.cssVar,
          semantic: !!restoredToken?.extensions.conditions,
          virtual: !!restoredToken?.extensions.virtual,
          category: restoredToken?.extensions.category,
          prop: restoredToken?.extensions.prop,
        },
        name,
      ).toEqual({
        value: token.value,
        cssVar,
        semantic: !!conditions,
        virtual: !!virtual,
        category,
        prop,
      });
    }
  });

  test('lists the same tokens by category, as system.query does', () => {
    for (const [category, tokens] of built.categoryMap) {
      const semantic = (map: Map<string, SnapshotToken> | undefined) =>
        [...(map ?? [])].map(([prop, token]) => [prop, !!token.extensions.conditions]);
      expect(semantic(views.categoryMap.get(category)), category).toEqual(semantic(tokens));
    }
  });

  test('refuses a snapshot taken with another variable prefix', () => {
    const snapshot = takeTokenSnapshot(built);
    expect(() => restoreTokenViews(snapshot, 'other', restored())).toThrow(
      /prefix "chakra", not "other"/,
    );
  });

  test("is taken by the build from the app's own system: no token is given to it anywhere else", () => {
    expect(appTokenSnapshot()).toEqual(takeTokenSnapshot(built));
  });
});
