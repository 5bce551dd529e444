import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import {
  DEFAULT_RANDOM_OPTIONS,
  MINIMUM_COUNT,
  PASSWORD_LENGTH,
  type RandomPasswordOptions,
} from './lib/character-classes';
import {
  DEFAULT_PASSPHRASE_OPTIONS,
  PASSPHRASE_WORDS,
  type PassphraseOptions,
  SEPARATOR_MAX_LENGTH,
} from './lib/generate-passphrase';
import { PIN_LENGTH } from './lib/generate-pin';
import type { TargetStrength } from './lib/target-strength';

export type GeneratorMode = 'random' | 'passphrase' | 'pin';

/** Generator settings only; generated passwords never enter Redux (see lib/generated-history.ts). */
export interface PasswordGeneratorState {
  mode: GeneratorMode;
  random: RandomPasswordOptions;
  passphrase: PassphraseOptions;
  pinLength: number;
  target: TargetStrength;
}

export const initialGeneratorState: PasswordGeneratorState = {
  mode: 'random',
  random: DEFAULT_RANDOM_OPTIONS,
  passphrase: DEFAULT_PASSPHRASE_OPTIONS,
  pinLength: PIN_LENGTH.default,
  target: { kind: 'off' },
};

export const modeChanged = createAction<GeneratorMode>('passwordGenerator/modeChanged');
export const randomOptionsChanged = createAction<Partial<RandomPasswordOptions>>(
  'passwordGenerator/randomOptionsChanged',
);
export const passphraseOptionsChanged = createAction<Partial<PassphraseOptions>>(
  'passwordGenerator/passphraseOptionsChanged',
);
export const pinLengthChanged = createAction<number>('passwordGenerator/pinLengthChanged');
export const targetChanged = createAction<TargetStrength>('passwordGenerator/targetChanged');
export const settingsReset = createAction('passwordGenerator/settingsReset');

/** Written out like the app's other reducers, without Immer (lib/session/session.slice.ts). */
export function passwordGeneratorReducer(
  state: PasswordGeneratorState,
  action: UnknownAction,
): PasswordGeneratorState {
  if (modeChanged.match(action)) return { ...state, mode: action.payload };
  if (randomOptionsChanged.match(action)) {
    const next = { ...state.random, ...action.payload };
    next.length = clamp(next.length, PASSWORD_LENGTH.min, PASSWORD_LENGTH.max);
    next.minDigits = clamp(next.minDigits, MINIMUM_COUNT.min, MINIMUM_COUNT.max);
    next.minSymbols = clamp(next.minSymbols, MINIMUM_COUNT.min, MINIMUM_COUNT.max);
    return { ...state, random: next };
  }
  if (passphraseOptionsChanged.match(action)) {
    const next = { ...state.passphrase, ...action.payload };
    next.words = clamp(next.words, PASSPHRASE_WORDS.min, PASSPHRASE_WORDS.max);
    next.separator = next.separator.slice(0, SEPARATOR_MAX_LENGTH);
    return { ...state, passphrase: next };
  }
  if (pinLengthChanged.match(action)) {
    return { ...state, pinLength: clamp(action.payload, PIN_LENGTH.min, PIN_LENGTH.max) };
  }
  if (targetChanged.match(action)) return { ...state, target: action.payload };
  if (settingsReset.match(action)) return initialGeneratorState;
  return state;
}

function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}
