import { callFunction } from '@/lib/api-client';
import { isoDay } from '@/lib/format-date';

/** Fetches everything Bulwark holds about the caller and saves it as a JSON file. */
export async function exportMyData(): Promise<void> {
  const data = await callFunction('profileSettings.exportData', {});
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `bulwark-data-${isoDay()}.json`;
  anchor.click();
  // Revoked on the next task: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
