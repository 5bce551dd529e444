import { useEffect, useState } from 'react';

/** Long enough to notice and be announced; it should not linger onto later pages. */
const NOTICE_MS = 10_000;

/**
 * "This answer added 2 questions": skip logic can change what is asked, and a change far down
 * the page would otherwise go unnoticed (especially by screen-reader users). Null when unchanged.
 */
export function useQuestionCountNotice(count: number): string | null {
  const [seen, setSeen] = useState(count);
  const [notice, setNotice] = useState<string | null>(null);
  if (count !== seen) {
    const difference = count - seen;
    const amount = Math.abs(difference) === 1 ? '1 question' : `${Math.abs(difference)} questions`;
    setSeen(count);
    setNotice(
      difference > 0
        ? `${amount} added to this assessment.`
        : `${amount} removed: they no longer apply.`,
    );
  }
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return notice;
}
