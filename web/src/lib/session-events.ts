/**
 * A tiny bridge from the API client to the session owner (the app store), so that a 401 from
 * any callable ends the session without `lib/` depending on Redux or the app layer.
 */
type SessionGoneListener = () => void;

const listeners = new Set<SessionGoneListener>();

export function onSessionGone(listener: SessionGoneListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionGone(): void {
  for (const listener of listeners) listener();
}
