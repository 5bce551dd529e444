import { Alert, Stack, Text } from '@chakra-ui/react';
import { DetailsDisclosure } from '@/components/details-disclosure';
import {
  describeStolenDatabaseGuessing,
  STOLEN_DATABASE_GUESSES_PER_SECOND,
} from '@/lib/plain-strength';

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
 * For a password from our generator, its true strength beside zxcvbn's guess, and why they
 * differ: zxcvbn models how people choose passwords, not how a generator does. Bits behind Details.
 */
export function GeneratorEntropyNote({ generated, estimatedBits }: GeneratorEntropyNoteProps) {
  const isUnderestimate = estimatedBits < generated.entropyBits;
  const averageSeconds = 2 ** (generated.entropyBits - 1) / STOLEN_DATABASE_GUESSES_PER_SECOND;
  const exact = `${generated.isExact ? 'Exactly' : 'At most'} ${generated.entropyBits.toFixed(1)} bits (${generated.description})`;
  const reason = isUnderestimate
    ? 'zxcvbn counts unrecognised characters at only 10 guesses each.'
    : 'zxcvbn prices each word or separator it does not recognise as a dictionary word as many guesses; an attacker who knows the word list needs only the exact count.';
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          This password came from the generator, so its strength is known exactly.
        </Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <Text>
              {`${describeStolenDatabaseGuessing(averageSeconds)} The estimate above judges passwords the way people make them up, so it ${isUnderestimate ? 'underestimates random passwords' : 'overestimates passphrases'}.`}
            </Text>
            <DetailsDisclosure>
              {`${exact}, exact for anyone who knows the generator’s settings. zxcvbn estimates ${estimatedBits.toFixed(1)} bits: ${reason}`}
            </DetailsDisclosure>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
