/** Injected wherever time matters, so schedules and expiry logic are testable with a fixed time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(at: Date | string): Clock {
  const time = new Date(at);
  return { now: () => new Date(time) };
}
