/**
 * Whether the person chose "keep me signed in" at their last sign-in. A re-authentication must
 * not quietly turn a browser-session cookie into a persistent one on a shared computer.
 * Not a secret: a boolean preference, stored like the theme.
 */
const STORAGE_KEY = 'bulwark-keep-signed-in';

export function rememberKeepSignedIn(keep: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, keep ? 'true' : 'false');
  } catch {
    // Storage blocked: re-authentication falls back to a browser-session cookie.
  }
}

export function readKeepSignedIn(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}
