import { Badge, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths, savedBreachPath } from '@/config/paths';
import { SEVERITY_LABELS } from '../lib/labels';
import type { BreachToFix } from '../lib/next-step';

/** Enough names to recognise at a glance; the list page has the rest. */
const SHOWN = 5;

function openStepCount(item: BreachToFix): number {
  return item.saved.steps.filter((step) => step.state === 'open').length;
}

/** The breaches that need action, by name, most urgent first; each opens at its current step. */
export function BreachesToFixList({ items }: { items: BreachToFix[] }) {
  const hidden = items.length - SHOWN;
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm" id="breaches-to-fix">
        Needs action, most urgent first
      </Heading>
      <Stack as="ol" gap="1.5" listStyleType="none" aria-labelledby="breaches-to-fix">
        {items.slice(0, SHOWN).map((item) => {
          const remaining = openStepCount(item);
          return (
            <HStack as="li" key={item.saved.id} gap="2" wrap="wrap">
              <Link asChild colorPalette="blue" fontWeight="medium">
                <RouterLink to={savedBreachPath(item.saved.breach.name)}>
                  {item.saved.breach.title}
                </RouterLink>
              </Link>
              {item.step ? (
                <Badge colorPalette={SEVERITY_LABELS[item.step.severity].tone}>
                  {SEVERITY_LABELS[item.step.severity].label}
                </Badge>
              ) : null}
              <Text textStyle="sm" color="fg.muted">
                {remaining === 0
                  ? 'ready to mark fixed'
                  : `${remaining} ${remaining === 1 ? 'step' : 'steps'} left`}
              </Text>
            </HStack>
          );
        })}
      </Stack>
      {hidden > 0 ? (
        <Link asChild colorPalette="blue" textStyle="sm" alignSelf="start">
          <RouterLink
            to={paths.dashboard.savedBreaches}
          >{`and ${hidden} more on your list`}</RouterLink>
        </Link>
      ) : null}
    </Stack>
  );
}
