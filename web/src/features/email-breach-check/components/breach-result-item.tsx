import { Badge, Box, Button, Collapsible, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { BreachSource, BreachSummary } from '@bulwark/contracts/schemas/breach.schema';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { breachDetailPath } from '@/config/paths';
import { BreachFacts, formatDate } from './breach-facts';
import { BreachFlags } from './breach-flags';
import { BreachLogo } from './breach-logo';

const SOURCE_LABELS: Record<BreachSource, string> = {
  local: 'Bulwark index',
  hibp: 'Have I Been Pwned',
};

interface BreachResultItemProps {
  breach: BreachSummary;
  sources?: BreachSource[];
  actions?: ReactNode;
}

/** One found breach: a summary line that expands to every detail. */
export function BreachResultItem({ breach, sources, actions }: BreachResultItemProps) {
  return (
    <Collapsible.Root asChild>
      <Box as="li" borderWidth="1px" rounded="l2" p="4">
        <HStack gap="3" align="center" wrap="wrap">
          <BreachLogo title={breach.title} logoPath={breach.logoPath} />
          <Stack gap="0" flex="1" minW="40">
            <Text fontWeight="semibold">{breach.title}</Text>
            <Text textStyle="sm" color="fg.muted">
              {formatDate(breach.breachDate)} · {breach.dataClasses.length} kinds of data exposed
            </Text>
          </Stack>
          {sources?.map((source) => (
            <Badge key={source} variant="outline">
              {SOURCE_LABELS[source]}
            </Badge>
          ))}
          {actions}
          <Collapsible.Trigger asChild>
            <Button variant="ghost" size="sm" aria-label={`Details of ${breach.title}`}>
              Details
              <ChevronDown aria-hidden />
            </Button>
          </Collapsible.Trigger>
        </HStack>
        <Collapsible.Content>
          <Stack gap="4" pt="4">
            <BreachFacts breach={breach} />
            <BreachFlags breach={breach} />
            <Link asChild colorPalette="blue" alignSelf="start">
              <RouterLink to={breachDetailPath(breach.name)}>
                What happened and what to do
              </RouterLink>
            </Link>
          </Stack>
        </Collapsible.Content>
      </Box>
    </Collapsible.Root>
  );
}
