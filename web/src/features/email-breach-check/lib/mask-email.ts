/**
 * "n***@example.org": enough to recognise one's own address on a shared screen, as alerts show
 * it (the server masks alert addresses the same way).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
