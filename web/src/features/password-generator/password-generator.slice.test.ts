import { expect, test } from 'vitest';
import {
  initialGeneratorState,
  modeChanged,
  passphraseOptionsChanged,
  passwordGeneratorReducer,
  pinLengthChanged,
  randomOptionsChanged,
  settingsReset,
  targetChanged,
} from './password-generator.slice';

test('actions read as past-tense events under passwordGenerator/', () => {
  expect(randomOptionsChanged({ length: 30 }).type).toBe('passwordGenerator/randomOptionsChanged');
});

test('settings are clamped to the allowed limits', () => {
  let state = passwordGeneratorReducer(
    initialGeneratorState,
    randomOptionsChanged({ length: 500, minDigits: -3, minSymbols: 42 }),
  );
  expect(state.random).toMatchObject({ length: 128, minDigits: 0, minSymbols: 9 });
  state = passwordGeneratorReducer(state, randomOptionsChanged({ length: 1 }));
  expect(state.random.length).toBe(5);
  state = passwordGeneratorReducer(
    state,
    passphraseOptionsChanged({ words: 99, separator: 'a-very-long-separator' }),
  );
  expect(state.passphrase).toMatchObject({ words: 20, separator: 'a-very-l' });
  state = passwordGeneratorReducer(state, pinLengthChanged(2));
  expect(state.pinLength).toBe(4);
  state = passwordGeneratorReducer(state, pinLengthChanged(Number.NaN));
  expect(state.pinLength).toBe(4);
});

test('mode and target change, and reset restores the defaults', () => {
  let state = passwordGeneratorReducer(initialGeneratorState, modeChanged('passphrase'));
  state = passwordGeneratorReducer(state, targetChanged({ kind: 'bits', bits: 90 }));
  expect(state).toMatchObject({
    mode: 'passphrase',
    target: { kind: 'bits', bits: 90 },
  });
  expect(passwordGeneratorReducer(state, settingsReset())).toEqual(initialGeneratorState);
});

test('defaults follow the issue: 20 random characters, 6 words joined by "-", 6-digit PIN', () => {
  expect(initialGeneratorState.random).toMatchObject({
    length: 20,
    uppercase: true,
    lowercase: true,
    digits: true,
    symbols: true,
  });
  expect(initialGeneratorState.random.symbolSet).toHaveLength(32);
  expect(initialGeneratorState.passphrase).toEqual({
    words: 6,
    separator: '-',
    capitalize: false,
    includeNumber: false,
  });
  expect(initialGeneratorState.pinLength).toBe(6);
});
