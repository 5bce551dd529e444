import { useSyncExternalStore } from 'react';

/** How many results are kept; in memory only, gone when the tab closes. */
export const HISTORY_SIZE = 10;

export interface GeneratedPassword {
  password: string;
  /** Exact entropy of the settings that produced it. */
  entropyBits: number;
  /** False when the bits are an upper bound (a passphrase separator with letters). */
  isExact: boolean;
  /** The settings in words, e.g. "20 characters: upper, lower, digits, symbols". */
  description: string;
  generatedAt: number;
}

let history: readonly GeneratedPassword[] = [];
const listeners = new Set<() => void>();

/**
 * The last results, newest first. Deliberately not in Redux or any storage: a generated password
 * exists only in this tab's memory (and wherever the user pastes it).
 */
export function rememberGeneratedPassword(entry: GeneratedPassword): void {
  history = [entry, ...history.filter((item) => item.password !== entry.password)].slice(
    0,
    HISTORY_SIZE,
  );
  for (const listener of listeners) listener();
}

export function clearGeneratedHistory(): void {
  history = [];
  for (const listener of listeners) listener();
}

/**
 * What the generator knows about a password it produced recently, for the strength checker to
 * show the exact entropy beside zxcvbn's estimate. The lead passes this to the checker page.
 */
export function findGeneratedPassword(password: string): GeneratedPassword | undefined {
  return history.find((entry) => entry.password === password);
}

export function useGeneratedHistory(): readonly GeneratedPassword[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): readonly GeneratedPassword[] {
  return history;
}
