/** "Alerts, 2 unread" (or just "Alerts"): the bell's and the nav link's accessible name. */
export function describeUnread(unread: number): string {
  return unread > 0 ? `Alerts, ${unread} unread` : 'Alerts';
}

/** Numbers past this show as "99+": the badge stays the size of the bell. */
const BADGE_MAX = 99;

export function badgeCount(unread: number): string {
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}
