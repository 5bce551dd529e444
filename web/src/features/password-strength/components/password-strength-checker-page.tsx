import { Button, Field, Heading, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { FormStack } from '@/components/ui/form-stack';
import { PasswordInput } from '@/components/ui/password-input';
import { usePwnedPasswordsStatus } from '../api/get-pwned-passwords-status';
import { useBreachCheck } from '../hooks/use-breach-check';
import { usePasswordStrength } from '../hooks/use-password-strength';
import { nistVerdict } from '../lib/nist-verdict';
import { createStrengthWorker, type StrengthWorkerPort } from '../lib/strength-worker-client';
import { BreachExposure } from './breach-exposure';
import { type GeneratedPasswordInfo, GeneratorEntropyNote } from './generator-entropy-note';
import { MatchExplanation } from './match-explanation';
import { NistVerdictCard } from './nist-verdict-card';
import { RecordedChecksForm } from './recorded-checks-form';
import { RecordedChecksList } from './recorded-checks-list';
import { StrengthFeedback } from './strength-feedback';
import { StrengthMeter } from './strength-meter';

export interface PasswordStrengthCheckerPageProps {
  /** What the generator knows about a password it made (the lead passes findGeneratedPassword). */
  findGeneratedPassword?: (password: string) => GeneratedPasswordInfo | undefined;
  /** Tests pass an in-process stand-in for the Web Worker. */
  createWorker?: () => StrengthWorkerPort;
}

/** /dashboard/password-strength-checker: estimates in a worker, breaches by k-anonymity. */
export function PasswordStrengthCheckerPage({
  findGeneratedPassword,
  createWorker = createStrengthWorker,
}: PasswordStrengthCheckerPageProps) {
  const [password, setPassword] = useState('');
  const [hasTwoStep, setTwoStep] = useState(false);
  const strength = usePasswordStrength(password, createWorker);
  const breach = useBreachCheck();
  const corpus = usePwnedPasswordsStatus();
  const report = strength.status === 'ready' && password !== '' ? strength.report : undefined;
  const generated = password ? findGeneratedPassword?.(password) : undefined;

  return (
    <Stack gap="8" maxW="3xl">
      <PageHeader
        title="Password strength checker"
        description="Everything is worked out in your browser. To check breaches, only the first 5 characters of the password’s SHA-1 hash are sent."
      />
      <CheckPasswordForm
        password={password}
        onPasswordChange={(next) => {
          setPassword(next);
          breach.reset();
        }}
        onCheckBreaches={() => void breach.run(password)}
      />
      {strength.status === 'loading' ? (
        <Text color="fg.muted">Loading the strength checker…</Text>
      ) : null}
      {strength.status === 'failed' ? <Text color="red.600">{strength.message}</Text> : null}
      {report && strength.status === 'ready' ? (
        <Stack gap="6">
          <StrengthMeter report={report} isStale={strength.password !== password} />
          {generated ? (
            <GeneratorEntropyNote
              generated={generated}
              estimatedBits={report.guessesLog10 * Math.log2(10)}
            />
          ) : null}
          <Section title="Password rules">
            <NistVerdictCard
              checks={nistVerdict({
                password,
                hasTwoStep,
                isCommonPassword: report.isCommonPassword,
                breach: breach.check,
                breachSource: corpus.data?.source,
              })}
              hasTwoStep={hasTwoStep}
              onTwoStepChange={setTwoStep}
            />
          </Section>
          <Section title="Breaches">
            <BreachExposure
              check={breach.check}
              status={corpus.data}
              onRetry={() => void breach.run(password)}
            />
          </Section>
          <StrengthFeedback feedback={report.feedback} />
          <Section title="Why">
            <MatchExplanation segments={report.segments} />
          </Section>
          <Section title="Count this check toward my risk assessment">
            {/* Only the score and the breach result cross into the form: never the password. */}
            <RecordedChecksForm
              score={report.score}
              isEstimateCurrent={strength.password === password}
              breach={breach.check}
              breachSource={corpus.data?.source}
            />
          </Section>
        </Stack>
      ) : null}
      <Section title="Recorded checks">
        <RecordedChecksList />
      </Section>
    </Stack>
  );
}

interface CheckPasswordFormProps {
  password: string;
  onPasswordChange: (password: string) => void;
  /** On blur or submit, never per keystroke. */
  onCheckBreaches: () => void;
}

function CheckPasswordForm({
  password,
  onPasswordChange,
  onCheckBreaches,
}: CheckPasswordFormProps) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onCheckBreaches();
  }

  return (
    <FormStack gap="4" onSubmit={onSubmit} aria-label="Check a password">
      <Field.Root>
        <Field.Label>Password to check</Field.Label>
        <PasswordInput
          value={password}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onPasswordChange(event.target.value)}
          onBlur={onCheckBreaches}
        />
      </Field.Root>
      <Button type="submit" alignSelf="start" variant="outline" disabled={password === ''}>
        Check breaches
      </Button>
    </FormStack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
