import { Alert, Button, Checkbox, Field, Input, Stack, Text } from '@chakra-ui/react';
import { EmailSchema } from '@bulwark/contracts/schemas/email.schema';
import { type FormEvent, useState } from 'react';
import { FormStack } from '@/components/ui/form-stack';
import type { CheckEmailInput } from '../api/check-email';

interface BreachCheckFormProps {
  onCheck: (input: CheckEmailInput) => void;
  isChecking: boolean;
  /** Offer "also ask HIBP" only when the server has an HIBP key. */
  hibpConfigured: boolean;
  /** Breaches in this server's index; undefined while its status loads. */
  indexedBreachCount: number | undefined;
}

/** What a check is checked against, said before the check, not only after it. */
function CheckSource({
  indexedBreachCount,
  hibpConfigured,
  allSources,
}: {
  indexedBreachCount: number | undefined;
  hibpConfigured: boolean;
  allSources: boolean;
}) {
  if (indexedBreachCount === 0 && !allSources)
    return (
      <Alert.Root status="warning" size="sm">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            This server has no breach data loaded yet, so a check cannot find anything.
          </Alert.Title>
          <Alert.Description>
            {hibpConfigured ? (
              'Choose “Also ask Have I Been Pwned” to check with HIBP.'
            ) : (
              <>
                An administrator can load breach files with <code>npm run ingest:breach</code> or
                set HIBP_API_KEY.
              </>
            )}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  if (hibpConfigured) return null;
  return (
    <Text textStyle="sm" color="fg.muted">
      Checked against this server’s breach index.
    </Text>
  );
}

export function BreachCheckForm({
  onCheck,
  isChecking,
  hibpConfigured,
  indexedBreachCount,
}: BreachCheckFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [includeHidden, setIncludeHidden] = useState(false);
  const [allSources, setAllSources] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'That email address does not look right.');
      return;
    }
    onCheck({ email: parsed.data, includeHidden, allSources: hibpConfigured && allSources });
  }

  return (
    <FormStack gap="4" onSubmit={onSubmit} aria-label="Check an email address">
      <Field.Root required invalid={Boolean(error)}>
        <Field.Label>Email address</Field.Label>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" width="full">
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
          />
          <Button type="submit" colorPalette="blue" loading={isChecking} flexShrink={0}>
            Check
          </Button>
        </Stack>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        <Field.HelperText>
          {allSources && hibpConfigured
            ? 'The address goes to Bulwark and to Have I Been Pwned to be checked.'
            : 'Private: your browser hashes the address and sends only the first 6 characters of the hash.'}
        </Field.HelperText>
      </Field.Root>
      <Checkbox.Root
        checked={includeHidden}
        onCheckedChange={(details) => setIncludeHidden(details.checked === true)}
      >
        <Checkbox.HiddenInput name="include-hidden" />
        <Checkbox.Control />
        <Checkbox.Label>Also show spam lists, fabricated and retired breaches</Checkbox.Label>
      </Checkbox.Root>
      {hibpConfigured ? (
        <Checkbox.Root
          checked={allSources}
          onCheckedChange={(details) => setAllSources(details.checked === true)}
        >
          <Checkbox.HiddenInput name="all-sources" />
          <Checkbox.Control />
          <Checkbox.Label>
            Also ask Have I Been Pwned (not private: sends the address)
          </Checkbox.Label>
        </Checkbox.Root>
      ) : null}
      <CheckSource
        indexedBreachCount={indexedBreachCount}
        hibpConfigured={hibpConfigured}
        allSources={allSources}
      />
    </FormStack>
  );
}
