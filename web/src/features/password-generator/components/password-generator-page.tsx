import { Card, Separator, Stack, Tabs } from '@chakra-ui/react';
import { PageHeader } from '@/components/page-header';
import { usePasswordGenerator } from '../hooks/use-password-generator';
import { type GeneratorMode, modeChanged } from '../password-generator.slice';
import { EntropySummary } from './entropy-summary';
import { GeneratedHistoryList } from './generated-history-list';
import { GeneratedPasswordCard } from './generated-password-card';
import { PassphraseOptionsForm } from './passphrase-options';
import { PinOptionsForm } from './pin-options';
import { RandomPasswordOptionsForm } from './random-password-options';
import { TargetStrengthOptions } from './target-strength-options';

const MODES: { value: GeneratorMode; label: string }[] = [
  { value: 'random', label: 'Random characters' },
  { value: 'passphrase', label: 'Passphrase' },
  { value: 'pin', label: 'PIN' },
];

/** /dashboard/password-generator: everything happens in this tab; nothing is sent anywhere. */
export function PasswordGeneratorPage() {
  const { settings, outcome, update, regenerate } = usePasswordGenerator();
  const size = outcome.ok && settings.target.kind !== 'off' ? outcome.result.size : undefined;
  return (
    <Stack gap="8" maxW="3xl">
      <PageHeader
        title="Password generator"
        description="Random passwords, passphrases and PINs, made in your browser from its secure random source. Nothing you generate is sent or stored."
      />
      <GeneratedPasswordCard outcome={outcome} onRegenerate={regenerate} />
      <Card.Root variant="outline">
        <Card.Body gap="6">
          <Tabs.Root
            value={settings.mode}
            onValueChange={(details) => update(modeChanged(details.value as GeneratorMode))}
          >
            <Tabs.List>
              {MODES.map((mode) => (
                <Tabs.Trigger key={mode.value} value={mode.value}>
                  {mode.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="random">
              <RandomPasswordOptionsForm
                options={settings.random}
                targetLength={size}
                onChange={update}
              />
            </Tabs.Content>
            <Tabs.Content value="passphrase">
              <PassphraseOptionsForm
                options={settings.passphrase}
                targetWords={size}
                onChange={update}
              />
            </Tabs.Content>
            <Tabs.Content value="pin">
              <PinOptionsForm length={settings.pinLength} targetLength={size} onChange={update} />
            </Tabs.Content>
          </Tabs.Root>
          <Separator />
          <TargetStrengthOptions target={settings.target} onChange={update} />
        </Card.Body>
      </Card.Root>
      {outcome.ok ? (
        <EntropySummary entropyBits={outcome.result.entropyBits} isExact={outcome.result.isExact} />
      ) : null}
      <GeneratedHistoryList />
    </Stack>
  );
}
