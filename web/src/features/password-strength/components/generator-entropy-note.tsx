import { Alert } from '@chakra-ui/react';

export interface GeneratedPasswordInfo {
  entropyBits: number;
  isExact: boolean;
  description: string;
}

interface GeneratorEntropyNoteProps {
  generated: GeneratedPasswordInfo;
  /** zxcvbn's estimate as bits: log₂ of its guesses. */
  estimatedBits: number;
}

/**
 * For a password from our generator, its true entropy beside zxcvbn's guess, and why they
 * differ: zxcvbn models how people choose passwords, not how a generator does.
 */
export function GeneratorEntropyNote({ generated, estimatedBits }: GeneratorEntropyNoteProps) {
  const exact = `${generated.isExact ? '' : 'at most '}${generated.entropyBits.toFixed(1)} bits`;
  const reason =
    estimatedBits < generated.entropyBits
      ? 'zxcvbn counts unrecognised characters at only 10 guesses each, so it underestimates random passwords.'
      : 'zxcvbn prices each word or separator it does not recognise as a dictionary word as many guesses, so it overestimates passphrases; an attacker who knows the word list needs only the exact count.';
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`This password came from the generator: exactly ${exact} (${generated.description}).`}</Alert.Title>
        <Alert.Description>{`zxcvbn estimates ${estimatedBits.toFixed(1)} bits. The generator’s figure is exact for anyone who knows its settings; ${reason}`}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
