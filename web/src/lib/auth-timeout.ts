function isMobileDevice(): boolean {
  const hints = (navigator as Navigator & { userAgentData?: { mobile: boolean } }).userAgentData;
  return hints?.mobile ?? /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);
}

/** Auth calls give up after 30 s on desktop and 60 s on mobile networks (spec §9). */
export const AUTH_REQUEST_TIMEOUT_MS = isMobileDevice() ? 60_000 : 30_000;
