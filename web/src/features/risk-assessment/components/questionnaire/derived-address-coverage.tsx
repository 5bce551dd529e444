import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { declaredAddressCount } from '@bulwark/contracts/risk-assessment/context-questions';
import type { RiskAnswers } from '@bulwark/contracts/risk-assessment/model-types';
import { BadgeCheck, Info, TriangleAlert } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

const COVERAGE_STYLES = {
  neutral: { Icon: Info, color: 'fg.muted' },
  good: { Icon: BadgeCheck, color: 'green.fg' },
  warning: { Icon: TriangleAlert, color: 'orange.fg' },
} as const;

interface DerivedAddressCoverageProps {
  answers: RiskAnswers;
  monitored: number;
}

/** D2 is worked out, not asked: the addresses you said you use against the ones Bulwark monitors. */
export function DerivedAddressCoverage({ answers, monitored }: DerivedAddressCoverageProps) {
  const declared = declaredAddressCount(answers);
  // A check only when every address is monitored; a gap is a warning, not a success.
  const tone = declared === null ? 'neutral' : monitored >= declared ? 'good' : 'warning';
  const { Icon, color } = COVERAGE_STYLES[tone];
  return (
    <Stack gap="2">
      <HStack gap="2" align="start" data-tone={tone}>
        <Text as="span" color={color} pt="0.5" aria-hidden>
          <Icon size="18" />
        </Text>
        <Text>
          {declared === null
            ? `You're monitoring ${monitored} ${monitored === 1 ? 'address' : 'addresses'}. Answer the question above to compare.`
            : `You're monitoring ${Math.min(monitored, declared)} of the ${declared} ${declared === 1 ? 'address' : 'addresses'} you use.`}
        </Text>
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        Nothing to answer here: it updates when you add or verify an address.{' '}
        <Link asChild colorPalette="blue" variant="underline">
          <RouterLink to={paths.dashboard.emailBreachCheck}>
            Monitor another address in the email breach check
          </RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
