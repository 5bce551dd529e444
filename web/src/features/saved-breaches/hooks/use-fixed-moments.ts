import type { SavedBreach } from '@bulwark/contracts/schemas/saved-breach.schema';
import { useState } from 'react';
import type { NextBreach } from '../components/fixed-moment';
import { currentStep } from '../lib/step-progress';

/**
 * Breaches fixed on this page a moment ago. They stay under "Action needed", showing their fixed
 * moment, until the person continues (or changes tab), so nothing disappears without a word.
 */
export function useFixedMoments(items: SavedBreach[]) {
  const [justFixed, setJustFixed] = useState<ReadonlySet<string>>(new Set());
  const waiting = items.filter(
    (item) => item.status === 'action-needed' && !justFixed.has(item.id),
  );

  function nextAfter(id: string): SavedBreach | undefined {
    return waiting.find((item) => item.id !== id);
  }

  return {
    /** Action-needed breaches not showing a fixed moment: the ones still to work on. */
    waiting,
    isShowing: (id: string) => justFixed.has(id),
    start: (id: string) => setJustFixed(new Set([...justFixed, id])),
    clear: () => setJustFixed(new Set()),
    nextAfter,
    describeNext(id: string): NextBreach | null {
      const next = nextAfter(id);
      return next
        ? { title: next.breach.title, stepLabel: currentStep(next.steps)?.label ?? null }
        : null;
    },
    /** Ends one moment: the breach moves to Fixed; returns the breach to go on with, if any. */
    finish(id: string): SavedBreach | undefined {
      setJustFixed(new Set([...justFixed].filter((other) => other !== id)));
      return nextAfter(id);
    },
  };
}

export type FixedMoments = ReturnType<typeof useFixedMoments>;
