/** Longer User-Agent strings are cut: they only name a browser and system. */
const USER_AGENT_MAX_LENGTH = 512;

/** Who made a request, as a person's security activity records it. */
export interface RequestClient {
  ip: string | null;
  userAgent: string | null;
}

export function requestClient(
  ip: string | null | undefined,
  headers: Headers | null | undefined,
): RequestClient {
  return {
    ip: ip ?? null,
    userAgent: headers?.get('user-agent')?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
  };
}
