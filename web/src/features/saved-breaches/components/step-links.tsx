import { HStack, Icon, Link, VisuallyHidden } from '@chakra-ui/react';
import type { GuidedStep, StepLink } from '@bulwark/contracts/schemas/saved-breach.schema';
import { ExternalLink } from 'lucide-react';

const LINK_TEXT: Record<StepLink['kind'], (host: string) => string> = {
  'change-password': (host) => `Change it on ${host}`,
  'two-factor': (host) => `How to turn it on (${host})`,
  site: (host) => `Go to ${host}`,
  'account-recovery': (host) => `If you get locked out (${host})`,
};

/**
 * Where the step is done: the breached site or its own instructions. Each link names the host it
 * goes to and opens in a new tab, so the person keeps their place in the list.
 */
export function StepLinks({ step }: { step: GuidedStep }) {
  const links = [step.link, step.secondaryLink].filter((link): link is StepLink => link !== null);
  if (links.length === 0) return null;
  return (
    <HStack gap="4" rowGap="1" wrap="wrap">
      {links.map((link) => (
        <Link
          key={link.kind}
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          colorPalette="blue"
          textStyle="sm"
          fontWeight="medium"
          overflowWrap="anywhere"
        >
          {LINK_TEXT[link.kind](link.host)}
          <Icon as={ExternalLink} boxSize="3.5" aria-hidden />
          <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </Link>
      ))}
    </HStack>
  );
}
