/**
 * A chunk loader that fetches once and shares the result; a failed fetch (offline, a deploy
 * in between) is forgotten, so the next caller asks again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
