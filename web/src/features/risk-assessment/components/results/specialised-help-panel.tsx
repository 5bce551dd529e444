import { Link, List, Stack, Text } from '@chakra-ui/react';
import type { RiskAnswers } from '@bulwark/contracts/risk-assessment/model-types';
import type { PrivateMemory } from '../../lib/private-answers';
import { SPECIALISED_HELP } from '../../lib/specialised-help';
import { QuickExitButton } from './quick-exit-button';
import { ResultsSection } from './results-section';

interface SpecialisedHelpPanelProps {
  answers: RiskAnswers;
  /** X4 answers kept in page memory ("Don't save this answer") count here too. */
  memory: PrivateMemory;
}

/** Help beyond the score for the situations X4 names; only the ones that apply are shown. */
export function SpecialisedHelpPanel({ answers, memory }: SpecialisedHelpPanelProps) {
  const chosen = new Set([...(answers['X4'] ?? []), ...(memory.answers['X4'] ?? [])]);
  const topics = SPECIALISED_HELP.filter((topic) => chosen.has(topic.optionId));
  if (topics.length === 0) return null;
  return (
    <ResultsSection
      title="Specialised help"
      description="Because of what you told us about your situation."
    >
      {topics.map((topic) => (
        <Stack key={topic.optionId} gap="3" borderWidth="1px" rounded="l3" p="4">
          <Text as="h3" fontWeight="semibold" fontSize="lg">
            {topic.title}
          </Text>
          {topic.optionId === 'someone-close' ? <QuickExitButton /> : null}
          {topic.guidance.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <List.Root ps="5">
            {topic.links.map((link) => (
              <List.Item key={link.href}>
                <Link href={link.href} colorPalette="blue" variant="underline" rel="noreferrer">
                  {link.label}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ))}
    </ResultsSection>
  );
}
