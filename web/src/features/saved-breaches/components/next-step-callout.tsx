import { Badge, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { savedBreachPath } from '@/config/paths';
import { SEVERITY_LABELS } from '../lib/labels';
import type { BreachToFix } from '../lib/next-step';

/** The single most urgent thing to do, one click from doing it: the step, opened on its breach. */
export function NextStepCallout({ next }: { next: BreachToFix }) {
  const { saved, step } = next;
  const title = step ? step.title : `Mark ${saved.breach.title} fixed`;
  const label = step ? 'Start this step' : 'Review it';
  return (
    <Box
      borderWidth="1px"
      borderColor="border.emphasized"
      rounded="l3"
      p={{ base: '4', md: '5' }}
      bg="bg.subtle"
    >
      <Stack gap="3">
        <Heading as="h3" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          Your next step
        </Heading>
        <Stack gap="1">
          <Text fontSize="lg" fontWeight="semibold">
            {title}
          </Text>
          <HStack gap="2" wrap="wrap" textStyle="sm" color="fg.muted">
            <Text>{saved.breach.title}</Text>
            {step ? (
              <>
                <Badge colorPalette={SEVERITY_LABELS[step.severity].tone}>
                  {SEVERITY_LABELS[step.severity].label}
                </Badge>
                <Text>about {step.minutes} min</Text>
              </>
            ) : null}
          </HStack>
          <Text textStyle="sm">
            {step
              ? step.description
              : 'Every step for this breach is done or skipped; mark it fixed to close it.'}
          </Text>
        </Stack>
        <Button asChild colorPalette="blue" alignSelf="start">
          <RouterLink
            to={savedBreachPath(saved.breach.name)}
            aria-label={`${label}: ${title} (${saved.breach.title})`}
          >
            {label}
            <ArrowRight aria-hidden />
          </RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
