import { Container, Link, List, Stack, Text } from '@chakra-ui/react';
import { RISK_SCORE_DISCLAIMER } from '@bulwark/contracts/risk-assessment/bands';
import { RISK_MODEL_VERSION } from '@bulwark/contracts/risk-assessment/model';
import { RISK_CATEGORIES } from '@bulwark/contracts/risk-assessment/question-bank';
import { PageHeader } from '@/components/page-header';
import { BandsSection } from './bands-section';
import { CapsSection } from './caps-section';
import { ConfidenceSection } from './confidence-section';
import { FormulaSection } from './formula-section';
import { ObservedItemsSection } from './observed-items-section';
import {
  categoryAnchor,
  ContextQuestionsSection,
  QuestionCatalogSection,
} from './question-catalog-section';

const CONTENTS = [
  { id: 'formula', label: 'The formula' },
  { id: 'caps', label: 'Caps' },
  { id: 'bands', label: 'Risk bands' },
  { id: 'confidence', label: 'Confidence' },
  { id: 'measured', label: 'What Bulwark measures' },
  { id: 'questions', label: 'The questions' },
  { id: 'context', label: 'Questions that are not scored' },
];

/**
 * /how-we-score, public: the risk model rendered from the very code that scores (weights, values,
 * caps, bands), so this page cannot drift from the score. Nothing here restates the model by hand.
 */
export function HowWeScorePage() {
  return (
    <Container maxW="4xl" py={{ base: '10', md: '16' }}>
      <PageHeader
        title="How we score"
        description="The risk score, worked out in the open: every question, weight, cap and band, rendered from the code that computes your score."
      />
      <Stack gap="12">
        <Stack gap="3">
          <Text fontWeight="semibold">{RISK_SCORE_DISCLAIMER}</Text>
          <Text>{`This page shows scoring model ${RISK_MODEL_VERSION}. Every score and every point in your history records the model that produced it, so a change of weights never rewrites your past scores.`}</Text>
          <Contents />
        </Stack>
        <FormulaSection />
        <CapsSection />
        <BandsSection />
        <ConfidenceSection />
        <ObservedItemsSection />
        <QuestionCatalogSection />
        <ContextQuestionsSection />
      </Stack>
    </Container>
  );
}

function Contents() {
  return (
    <Stack as="nav" aria-label="On this page" gap="2">
      <Text fontWeight="semibold">On this page</Text>
      <List.Root gap="1" ps="5">
        {CONTENTS.map((entry) => (
          <List.Item key={entry.id}>
            <Link href={`#${entry.id}`} colorPalette="blue">
              {entry.label}
            </Link>
            {entry.id === 'questions' ? (
              <List.Root gap="1" ps="5" mt="1">
                {RISK_CATEGORIES.map((category) => (
                  <List.Item key={category.id}>
                    <Link href={`#${categoryAnchor(category.id)}`} colorPalette="blue">
                      {category.label}
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
            ) : null}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
