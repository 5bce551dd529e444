import { useCallback, useState } from 'react';

/** Per person and per device: hiding the checklist here does not hide it on another device. */
function storageKey(userId: string): string {
  return `bulwark:first-run-checklist:${userId}`;
}

type StoredState = 'dismissed' | 'completed';

function readStored(userId: string): StoredState | null {
  try {
    const value = window.localStorage.getItem(storageKey(userId));
    return value === 'dismissed' || value === 'completed' ? value : null;
  } catch {
    // Storage can be off (private modes, policies): the checklist then simply shows.
    return null;
  }
}

function writeStored(userId: string, value: StoredState): void {
  try {
    window.localStorage.setItem(storageKey(userId), value);
  } catch {
    // Not remembered on this device; hiding still holds until the page is left.
  }
}

/**
 * Whether the first-run checklist is still wanted on this device: it goes once dismissed, or
 * once seen complete (remembered, so a returning person never sees its placeholder flash).
 */
export function useChecklistVisibility(userId: string) {
  const [stored, setStored] = useState<StoredState | null>(() => readStored(userId));
  function remember(value: StoredState) {
    writeStored(userId, value);
    setStored(value);
  }
  // Stored without a re-render: the "all set" message stays up for the rest of this visit.
  const rememberCompleted = useCallback(() => writeStored(userId, 'completed'), [userId]);
  return {
    isDismissed: stored === 'dismissed',
    wasCompleted: stored === 'completed',
    dismiss: () => remember('dismissed'),
    rememberCompleted,
  };
}
