import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { checkAvatarFile, type AvatarContentType } from '../lib/read-avatar-file';

export interface AvatarChoice {
  file: File;
  contentType: AvatarContentType;
  /** An object URL for the preview; released when replaced or unmounted. */
  previewUrl: string;
}

/** The picture picked in the file input, checked against the upload limits before anything is sent. */
export function useAvatarChoice() {
  const [choice, setChoice] = useState<AvatarChoice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const current = useRef<AvatarChoice | null>(null);

  function replace(next: AvatarChoice | null) {
    if (current.current) URL.revokeObjectURL(current.current.previewUrl);
    current.current = next;
    setChoice(next);
  }

  // Release the last preview when the form goes away.
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current.previewUrl);
    },
    [],
  );

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setProblem(null);
    if (!file) return replace(null);
    const check = checkAvatarFile(file);
    if (!check.ok) {
      event.target.value = '';
      setProblem(check.message);
      return replace(null);
    }
    replace({ file, contentType: check.contentType, previewUrl: URL.createObjectURL(file) });
  }

  return { choice, problem, onFileChange, clear: () => replace(null) };
}
