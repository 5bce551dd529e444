import DOMPurify from 'dompurify';

/** Catalog descriptions are HIBP's HTML: only these tags survive, and links open safely. */
const ALLOWED_TAGS = ['a', 'b', 'strong', 'em', 'p', 'br'];
const ALLOWED_ATTR = ['href'];

let hooked = false;

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
}

export function sanitizeDescription(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    // http(s) and mailto only: no javascript:, data: or other schemes in links.
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
