export interface LimitedText {
  value: string;
  /** How many characters did not fit (0 when nothing was cut). */
  cut: number;
  /** Where the caret belongs: right after what was kept of the new text. */
  caret: number;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * Applies a length limit as the browser's `maxLength` does, but says what it did: of the text just
 * typed, pasted or dropped (where `next` differs from `previous`) only what fits is kept, in the
 * place it went; the text around it stays. Lengths count UTF-16 code units, as zod's `.max()` and
 * `maxLength` do, and an emoji is never split in half.
 */
export function limitText(previous: string, next: string, max: number): LimitedText {
  if (next.length <= max) return { value: next, cut: 0, caret: next.length };
  let start = 0;
  while (start < previous.length && start < next.length && previous[start] === next[start]) {
    start += 1;
  }
  let end = 0;
  while (
    end < previous.length - start &&
    end < next.length - start &&
    previous[previous.length - 1 - end] === next[next.length - 1 - end]
  ) {
    end += 1;
  }
  const before = next.slice(0, start);
  const after = next.slice(next.length - end);
  // Text that was already too long (set from elsewhere) is cut at the end instead.
  if (before.length + after.length > max) {
    const value = keepWhole(next, max);
    return { value, cut: next.length - value.length, caret: value.length };
  }
  const kept = keepWhole(next.slice(start, next.length - end), max - before.length - after.length);
  const value = before + kept + after;
  return { value, cut: next.length - value.length, caret: before.length + kept.length };
}

/** The first `length` code units, one fewer when the last would be half of a surrogate pair. */
function keepWhole(text: string, length: number): string {
  const cut = text.slice(0, length);
  return cut.length > 0 && isHighSurrogate(cut.charCodeAt(cut.length - 1)) ? cut.slice(0, -1) : cut;
}
