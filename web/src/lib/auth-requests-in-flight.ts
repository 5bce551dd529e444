/**
 * The account requests (better-auth's client) still waiting for their answer. Turning two-step
 * sign-in on or off, and changing the password, replace the session: the server ends the old one
 * before its answer sets the new cookie, and the change stream can say "ended" in between. A
 * session check sent then still carries the old cookie and would sign the person out; the check
 * waits for these answers first (session-upkeep.listener.ts).
 */
let inFlight = 0;
let whenSettled: Array<() => void> = [];

export function trackAuthRequest<T>(request: Promise<T>): Promise<T> {
  inFlight += 1;
  return request.finally(() => {
    inFlight -= 1;
    if (inFlight > 0) return;
    const waiting = whenSettled;
    whenSettled = [];
    for (const resolve of waiting) resolve();
  });
}

/** Resolves once no account request is waiting for its answer (at once when none is). */
export function authRequestsSettled(): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => whenSettled.push(resolve));
}
