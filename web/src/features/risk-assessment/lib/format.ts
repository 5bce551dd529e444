/** "+6.1 pts": one decimal, so small gains do not all read "+0". */
export function formatGain(gain: number): string {
  return `+${gain.toFixed(1)} pts`;
}
