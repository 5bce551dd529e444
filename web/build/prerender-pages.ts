// Build step after `vite build` and the SSR build of src/prerender: writes each public page's
// first render into a copy of index.html, so a phone paints it before any JavaScript has run
// (issue 12). The server sends these files for their paths (functions/src/http/static-client.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { unescapeHtml } from './escape-html.ts';

/** Pages anyone can open, whose first render depends on nothing but the path. */
const PRERENDERED_PATHS = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/about',
  '/how-we-score',
  '/terms',
  '/privacy',
];

const webDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webDir, 'dist');
const ssrDir = path.join(webDir, 'dist-prerender');
const outDir = path.join(distDir, 'prerendered');

const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
/** React escapes `"` in text and attribute values, so this only matches inside a tag. */
const STYLE_ATTRIBUTE = / style="([^"]*)"/g;
const NONCE_PLACEHOLDER = '__CSP_NONCE__';
/** React writes no `</style>` inside a style element's text, so the first one closes it. */
const STYLE_ELEMENT = /<style[^>]*>[\s\S]*?<\/style>/g;
/** Emotion's name for the style elements of `<Global>`: Chakra's reset, global rules and tokens. */
const GLOBAL_STYLE_NAME = 'data-emotion="css-global ';

/**
 * The page's CSP refuses style attributes in markup (React sets them through the DOM, which it
 * allows). Each becomes a rule in one nonced <style> instead: Chakra's visually hidden inputs
 * would otherwise show as bare checkboxes until the app rendered.
 */
function moveStyleAttributes(markup: string): string {
  const rules: string[] = [];
  const body = markup.replace(STYLE_ATTRIBUTE, (_attribute, css: string) => {
    rules.push(`[data-prerendered-style="${rules.length}"]{${unescapeHtml(css)}}`);
    return ` data-prerendered-style="${rules.length - 1}"`;
  });
  if (rules.length === 0) return body;
  return `<style nonce="${NONCE_PLACEHOLDER}">${rules.join('')}</style>${body}`;
}

/**
 * Emotion writes each rule as a <style> beside the markup that first uses it: on /login 49 of
 * them, 90 of the page's 97 KB. In the body each one makes the browser work out the styles of
 * the page again, and it paints the page in pieces (on a throttled phone the footer came a
 * second after the heading). In <head>, in the same order, the page is styled once and painted
 * whole. The app's Emotion cache moves server-written styles to <head> anyway and reuses them,
 * by their data-emotion names, wherever they are.
 */
function splitStyles(markup: string): { styles: string; body: string } {
  const styles: string[] = [];
  const body = markup.replace(STYLE_ELEMENT, (element) => {
    // Chakra's global styles are in the template's <head> already, written once below.
    if (!element.includes(GLOBAL_STYLE_NAME)) styles.push(element);
    return '';
  });
  return { styles: styles.join(''), body };
}

const { renderPage, renderGlobalStyles } = (await import(
  pathToFileURL(path.join(ssrDir, 'render-page.js')).href
)) as {
  renderPage: (pathname: string) => Promise<string>;
  renderGlobalStyles: () => string;
};
const shell = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);

// Every page, prerendered or not, gets Chakra's global styles from its <head>: the browser
// build's system no longer computes them (build/chakra-global-css.ts, decision 020).
const globalStyles = renderGlobalStyles();
if (!globalStyles.includes(GLOBAL_STYLE_NAME) || globalStyles.replace(STYLE_ELEMENT, '') !== '') {
  throw new Error(`Chakra's global styles did not render as style elements: ${globalStyles}`);
}
const template = shell.replace('</head>', `${globalStyles}</head>`);
fs.writeFileSync(path.join(distDir, 'index.html'), template);
process.stdout.write(
  `index.html: Chakra's global styles (${(Buffer.byteLength(globalStyles) / 1024).toFixed(1)} KB)\n`,
);

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir);
const files: Record<string, string> = {};
for (const pathname of PRERENDERED_PATHS) {
  // React writes the page's <title> first. The shell's stays: the app puts the page's before it
  // once it renders, and a page without one then shows the shell's, not a stale page title.
  const { styles, body } = splitStyles(
    moveStyleAttributes((await renderPage(pathname)).replace(TITLE, '')),
  );
  // Inert until the app has rendered over it: a click or a form sent before then would be lost
  // (a login form without its script would even put the password in the URL).
  const page = template
    .replace('</head>', `${styles}</head>`)
    .replace(EMPTY_ROOT, `<div id="root" data-prerendered inert>${body}</div>`);
  const file = `${pathname === '/' ? 'home' : pathname.slice(1)}.html`;
  fs.writeFileSync(path.join(outDir, file), page);
  files[pathname] = file;
  process.stdout.write(
    `prerendered ${pathname} (${(Buffer.byteLength(page) / 1024).toFixed(1)} KB)\n`,
  );
}
fs.writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(files, null, 2)}\n`);
fs.rmSync(ssrDir, { recursive: true, force: true });
