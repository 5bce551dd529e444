/**
 * better-auth puts the raw session token in the JSON of sign-in, sign-up, two-step verification,
 * change-password and get-session. The browser never needs it (the HttpOnly cookie carries the
 * session), and a body is readable by any script on the page, which would undo HttpOnly: the
 * same reason /list-sessions is closed. Removed at the HTTP boundary, so every endpoint, a
 * plugin's included, is covered, while server-side calls (auth.api) keep it.
 */
export async function withoutSessionToken(response: Response): Promise<Response> {
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  if (response.status !== 200 || !isJson) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return response;
  const record = body as Record<string, unknown>;
  const session = record['session'];
  const sessionHasToken = typeof session === 'object' && session !== null && 'token' in session;
  if (!('token' in record) && !sessionHasToken) return response;
  const { token: _token, ...rest } = record;
  if (sessionHasToken) {
    const { token: _sessionToken, ...sessionRest } = session as Record<string, unknown>;
    rest['session'] = sessionRest;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(rest), { status: response.status, headers });
}
