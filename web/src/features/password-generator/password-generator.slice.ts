import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

export const passwordGeneratorSlice = createSlice({
  name: 'passwordGenerator',
  initialState: initialGeneratorState,
  reducers: {
    modeChanged(state, action: PayloadAction<GeneratorMode>) {
      state.mode = action.payload;
    },
    randomOptionsChanged(state, action: PayloadAction<Partial<RandomPasswordOptions>>) {
      const next = { ...state.random, ...action.payload };
      next.length = clamp(next.length, PASSWORD_LENGTH.min, PASSWORD_LENGTH.max);
      next.minDigits = clamp(next.minDigits, MINIMUM_COUNT.min, MINIMUM_COUNT.max);
      next.minSymbols = clamp(next.minSymbols, MINIMUM_COUNT.min, MINIMUM_COUNT.max);
      state.random = next;
    },
    passphraseOptionsChanged(state, action: PayloadAction<Partial<PassphraseOptions>>) {
      const next = { ...state.passphrase, ...action.payload };
      next.words = clamp(next.words, PASSPHRASE_WORDS.min, PASSPHRASE_WORDS.max);
      next.separator = next.separator.slice(0, SEPARATOR_MAX_LENGTH);
      state.passphrase = next;
    },
    pinLengthChanged(state, action: PayloadAction<number>) {
      state.pinLength = clamp(action.payload, PIN_LENGTH.min, PIN_LENGTH.max);
    },
    targetChanged(state, action: PayloadAction<TargetStrength>) {
      state.target = action.payload;
    },
    settingsReset() {
      return initialGeneratorState;
    },
  },
});

export const {
  modeChanged,
  randomOptionsChanged,
  passphraseOptionsChanged,
  pinLengthChanged,
  targetChanged,
  settingsReset,
} = passwordGeneratorSlice.actions;
export const passwordGeneratorReducer = passwordGeneratorSlice.reducer;

function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}
