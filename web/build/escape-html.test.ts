import { describe, expect, it } from 'vitest';
import { escapeHtml, unescapeHtml } from './escape-html.ts';

describe('escapeHtml and unescapeHtml', () => {
  it('give back the text they were given', () => {
    const text = `a < b && c > d, "quoted" and 'single', &amp; stays text`;
    expect(escapeHtml(text)).not.toMatch(/[<>"']/);
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
  });

  it('read the apostrophe as React writes it, and decode each entity once', () => {
    expect(unescapeHtml('font-family:&#x27;Segoe UI&#x27;,&quot;Noto&quot;')).toBe(
      `font-family:'Segoe UI',"Noto"`,
    );
    expect(unescapeHtml('&amp;lt;')).toBe('&lt;');
  });
});
