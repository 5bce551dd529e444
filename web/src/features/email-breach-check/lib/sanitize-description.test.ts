import { expect, test } from 'vitest';
import { sanitizeDescription } from './sanitize-description';

test('keeps the allowed tags and makes links open in a new, unrelated tab', () => {
  const html = sanitizeDescription(
    'In 2013, <a href="https://example.com/post" target="_self" onclick="steal()">Adobe</a> was <b>breached</b>.<br><em>Really</em>.',
  );
  expect(html).toBe(
    'In 2013, <a href="https://example.com/post" target="_blank" rel="noopener noreferrer">Adobe</a> was <b>breached</b>.<br><em>Really</em>.',
  );
});

test('removes scripts, images, event handlers and javascript: links', () => {
  const html = sanitizeDescription(
    '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a><i>kept text</i><iframe src="https://evil"></iframe>',
  );
  expect(html).not.toMatch(/img|script|onerror|javascript|iframe/);
  expect(html).toContain('kept text');
  expect(html).toContain('<a target="_blank" rel="noopener noreferrer">x</a>');
});
