import { expect, test } from 'vitest';
import { PRERENDERED_STYLE_ATTRIBUTE, createEmotionCache } from './emotion-cache';

test("a prerendered page's rules count as inserted, and their style elements stay where they are", () => {
  const doc = document.implementation.createHTMLDocument();
  doc.head.innerHTML = [
    `<style ${PRERENDERED_STYLE_ATTRIBUTE}="css-global g1">:root{--x:1}</style>`,
    `<style ${PRERENDERED_STYLE_ATTRIBUTE}="css a1 b2">.css-a1{color:red}.css-b2{color:blue}</style>`,
    '<meta name="csp-nonce" content="n0nce">',
  ].join('');
  const before = [...doc.head.children];

  const cache = createEmotionCache(doc);

  expect(cache.inserted).toMatchObject({ a1: true, b2: true });
  // A global style's name is not a class rule's: the app's <Global> writes its own.
  expect(cache.inserted).not.toHaveProperty('g1');
  expect([...doc.head.children]).toEqual(before);
  expect(cache.nonce).toBe('n0nce');
});
