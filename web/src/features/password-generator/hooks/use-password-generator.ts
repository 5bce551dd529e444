import type { UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { type GenerationOutcome, generateFromSettings } from '../lib/generate-from-settings';
import { rememberGeneratedPassword } from '../lib/generated-history';
import {
  initialGeneratorState,
  passwordGeneratorReducer,
  type PasswordGeneratorState,
} from '../password-generator.slice';

/**
 * The generator's settings and current result. Settings go through the slice's reducer, held in
 * this component for now (ready to move to the app store by swapping useReducer for the typed
 * Redux hooks); every change of settings, and Regenerate, draws a new password.
 */
export function usePasswordGenerator() {
  const [settings, dispatch] = useReducer(passwordGeneratorReducer, initialGeneratorState);
  const [outcome, setOutcome] = useState<GenerationOutcome>(() =>
    generateFromSettings(initialGeneratorState),
  );

  const update = useCallback(
    (action: UnknownAction) => {
      // The next settings are known here, so the new password is drawn in the event, not an effect.
      const next: PasswordGeneratorState = passwordGeneratorReducer(settings, action);
      dispatch(action);
      setOutcome(generateFromSettings(next));
    },
    [settings],
  );

  const regenerate = useCallback(() => setOutcome(generateFromSettings(settings)), [settings]);

  // Every password shown goes into the in-memory history (the last ten).
  useEffect(() => {
    if (outcome.ok) rememberGeneratedPassword({ ...outcome.result, generatedAt: Date.now() });
  }, [outcome]);

  return { settings, outcome, update, regenerate };
}
