import createCache, { type EmotionCache } from '@emotion/cache';

/** What the server swaps for a fresh nonce in every page it sends (index.html, prerendered pages). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

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
  return createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
}
