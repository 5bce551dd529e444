/** "+6.1 pts": one decimal, so small gains do not all read "+0". */
export function formatGain(gain: number): string {
  return `+${gain.toFixed(1)} pts`;
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export function formatDay(iso: string): string {
  return DAY_FORMAT.format(new Date(iso));
}
