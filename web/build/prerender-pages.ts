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

/**
 * Dashboard pages whose signed-in frame (header, navigation, the page's heading and its loading
 * state) is the same for everyone. The server sends it to a browser with a session cookie, so a
 * phone paints the page's frame before any JavaScript has run. Not the password generator: its
 * first render holds a generated password, which must never be one fixed in a file. Not the
 * articles: they load their text as a chunk of their own.
 */
const SIGNED_IN_FRAME_PATHS = [
  '/dashboard',
  '/dashboard/alerts',
  '/dashboard/email-breach-check',
  '/dashboard/saved-breaches',
  '/dashboard/risk-assessment',
  '/dashboard/password-strength-checker',
  '/dashboard/profile-settings',
  '/dashboard/feedback',
  '/dashboard/about',
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
 * whole. They are written under `data-prerendered-emotion` (see `keepInPlace`).
 */
function splitStyles(markup: string): { styles: string; body: string } {
  const styles: string[] = [];
  const body = markup.replace(STYLE_ELEMENT, (element) => {
    // Chakra's global styles are in the template's <head> already, written once below.
    if (!element.includes(GLOBAL_STYLE_NAME)) styles.push(keepInPlace(element));
    return '';
  });
  return { styles: styles.join(''), body };
}

/**
 * Under its own attribute, so Emotion leaves a server-written style element where it is. Any
 * Emotion cache created in the browser appends each `data-emotion` element it finds to <head>
 * again, and the app creates two (@emotion/react's default and ours): each time every style
 * sheet of the page is parsed again and the whole page restyled, about 100 ms on a phone at
 * 4× throttling. The app's cache reads the rule names from this attribute instead
 * (components/ui/emotion-cache.ts), so it inserts none of them twice.
 */
function keepInPlace(styleElements: string): string {
  return styleElements.replaceAll(' data-emotion="', ` ${PRERENDERED_STYLE_ATTRIBUTE}="`);
}

const { renderPage, renderGlobalStyles, PRERENDERED_STYLE_ATTRIBUTE } = (await import(
  pathToFileURL(path.join(ssrDir, 'render-page.js')).href
)) as {
  renderPage: (pathname: string, options: { signedIn: boolean }) => Promise<string>;
  renderGlobalStyles: () => string;
  PRERENDERED_STYLE_ATTRIBUTE: string;
};
const shell = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);

// Every page, prerendered or not, gets Chakra's global styles from its <head>: the browser
// build's system no longer computes them (build/chakra-global-css.ts, decision 020).
const globalStyles = renderGlobalStyles();
if (!globalStyles.includes(GLOBAL_STYLE_NAME) || globalStyles.replace(STYLE_ELEMENT, '') !== '') {
  throw new Error(`Chakra's global styles did not render as style elements: ${globalStyles}`);
}
const template = shell.replace('</head>', `${keepInPlace(globalStyles)}</head>`);
fs.writeFileSync(path.join(distDir, 'index.html'), template);
process.stdout.write(
  `index.html: Chakra's global styles (${(Buffer.byteLength(globalStyles) / 1024).toFixed(1)} KB)\n`,
);

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir);
/** The page's first render in the shell, inert until the app has rendered over it. */
async function prerender(pathname: string, signedIn: boolean): Promise<string> {
  // React writes the page's <title> first. The shell's stays: the app puts the page's before it
  // once it renders, and a page without one then shows the shell's, not a stale page title.
  const { styles, body } = splitStyles(
    moveStyleAttributes((await renderPage(pathname, { signedIn })).replace(TITLE, '')),
  );
  // Inert until the app has rendered over it: a click or a form sent before then would be lost
  // (a login form without its script would even put the password in the URL).
  return template
    .replace('</head>', `${styles}</head>`)
    .replace(EMPTY_ROOT, `<div id="root" data-prerendered inert>${body}</div>`);
}

async function writePages(paths: string[], signedIn: boolean, list: string): Promise<void> {
  const files: Record<string, string> = {};
  for (const pathname of paths) {
    const page = await prerender(pathname, signedIn);
    const name = pathname === '/' ? 'home' : pathname.slice(1).replaceAll('/', '--');
    const file = `${signedIn ? 'signed-in--' : ''}${name}.html`;
    fs.writeFileSync(path.join(outDir, file), page);
    files[pathname] = file;
    process.stdout.write(
      `prerendered ${signedIn ? 'the signed-in frame of ' : ''}${pathname} (${(Buffer.byteLength(page) / 1024).toFixed(1)} KB)\n`,
    );
  }
  fs.writeFileSync(path.join(outDir, list), `${JSON.stringify(files, null, 2)}\n`);
}

await writePages(PRERENDERED_PATHS, false, 'pages.json');
await writePages(SIGNED_IN_FRAME_PATHS, true, 'signed-in-frames.json');
fs.rmSync(ssrDir, { recursive: true, force: true });
