import createCache, { type EmotionCache } from '@emotion/cache';

/** What the server swaps for a fresh nonce in every page it sends (index.html, prerendered pages). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The attribute naming the rules of a style element written at build time (web/build/
 * prerender-pages.ts), in Emotion's form: `<key> <name> <name>…`. Not `data-emotion`: every
 * Emotion cache created in the browser would move such elements to the end of <head>, and each
 * move makes the browser parse every style sheet again and restyle the whole page.
 */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-prerendered-emotion';

/** Emotion's key, the prefix of every class name: the prerender's and the browser's must match. */
export const EMOTION_KEY = 'css';

/**
 * Emotion injects <style> tags at runtime, which `style-src 'self'` would block. The server puts
 * a fresh nonce per response in `<meta name="csp-nonce">` and allows `'nonce-…'`; Emotion stamps
 * it on every style tag. In development the placeholder stays and no CSP is sent.
 */
export function createEmotionCache(doc: Document = document): EmotionCache {
  const meta = doc.querySelector('meta[name="csp-nonce"]');
  const content = meta?.getAttribute('content') ?? '';
  const nonce = content && content !== NONCE_PLACEHOLDER ? content : undefined;
  // Cleared once read, so injected CSS attribute selectors cannot exfiltrate it.
  meta?.setAttribute('content', '');
  const cache = createCache({ key: EMOTION_KEY, ...(nonce ? { nonce } : {}) });
  markPrerenderedRulesInserted(cache, doc);
  return cache;
}

/**
 * The rules a prerendered page brought are in the document already: marked as inserted, the app
 * renders over the page without compiling and inserting them again. (Emotion's own hydration
 * does this for `data-emotion` elements, but moves each one; see PRERENDERED_STYLE_ATTRIBUTE.)
 */
function markPrerenderedRulesInserted(cache: EmotionCache, doc: Document): void {
  for (const element of doc.querySelectorAll(
    `style[${PRERENDERED_STYLE_ATTRIBUTE}^="${EMOTION_KEY} "]`,
  )) {
    const [, ...names] = (element.getAttribute(PRERENDERED_STYLE_ATTRIBUTE) ?? '').split(' ');
    for (const name of names) cache.inserted[name] = true;
  }
}
