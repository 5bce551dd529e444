/**
 * The request header carrying the client address app.ts derived from the socket (or a trusted
 * proxy). A client cannot set it: app.ts overwrites it on every /api/auth request.
 */
export const CLIENT_IP_HEADER = 'x-bulwark-client-ip';
