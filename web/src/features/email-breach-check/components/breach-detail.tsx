import { Heading, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { BreachSummary } from '@bulwark/contracts/schemas/breach.schema';
import type { ReactNode } from 'react';
import { FormError } from '@/components/ui/form-error';
import { getErrorMessage } from '@/lib/get-error-message';
import { useBreach } from '../api/get-breach';
import { firstSteps } from '../lib/breach-flags';
import { BreachDescription } from './breach-description';
import { BreachFacts } from './breach-facts';
import { BreachFlags } from './breach-flags';
import { BreachLogo } from './breach-logo';
import { HibpAttribution } from '@/components/hibp-attribution';

export interface BreachDetailProps {
  name: string;
  /** Composed in by the route, e.g. the saved-breaches feature's save button. */
  renderActions?: (breach: BreachSummary) => ReactNode;
}

/** One catalog breach in full: facts, every data class, flags in plain words, what to do. */
export function BreachDetail({ name, renderActions }: BreachDetailProps) {
  const breach = useBreach(name);
  if (breach.isPending) return <Skeleton height="64" rounded="l2" />;
  if (breach.isError) return <FormError message={getErrorMessage(breach.error)} />;
  const detail = breach.data;
  return (
    <Stack as="article" gap="8" aria-labelledby="breach-title">
      <title>{`${detail.title} breach · Bulwark Security`}</title>
      <HStack gap="4" align="center" wrap="wrap">
        <BreachLogo title={detail.title} logoPath={detail.logoPath} size="lg" />
        <Stack gap="0" flex="1">
          <Heading as="h1" id="breach-title" size={{ base: '2xl', md: '3xl' }}>
            {detail.title}
          </Heading>
          {detail.domain ? <Text color="fg.muted">{detail.domain}</Text> : null}
        </Stack>
        {renderActions?.(detail)}
      </HStack>
      <BreachFacts breach={detail} />
      <Stack as="section" gap="3" aria-labelledby="breach-about">
        <Heading as="h2" size="lg" id="breach-about">
          What happened
        </Heading>
        <BreachDescription html={detail.description} />
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="breach-flags">
        <Heading as="h2" size="lg" id="breach-flags">
          About this breach
        </Heading>
        <BreachFlags breach={detail} />
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="breach-todo">
        <Heading as="h2" size="lg" id="breach-todo">
          What to do if you were in it
        </Heading>
        <List.Root gap="2" ps="5">
          {firstSteps(detail.dataClasses).map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List.Root>
      </Stack>
      <HibpAttribution />
    </Stack>
  );
}
