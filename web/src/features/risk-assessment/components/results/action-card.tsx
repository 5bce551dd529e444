import {
  Badge,
  Button,
  Card,
  HStack,
  Heading,
  Link,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { RankedAction } from '@bulwark/contracts/risk-assessment/model-types';
import { Clock, Zap } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { formatGain } from '../../lib/format';
import { articleHref, TOOL_LINKS } from '../../lib/tool-links';

export type ActionDecision = 'done' | 'accepted' | 'na';

interface ActionCardProps {
  action: RankedAction;
  onDecide: (action: RankedAction, decision: ActionDecision) => void;
}

/** One step to take: what it is worth, how long it takes, where to learn it and where to do it. */
export function ActionCard({ action, onDecide }: ActionCardProps) {
  const tool = action.tool ? TOOL_LINKS[action.tool] : null;
  return (
    <Card.Root as="li" variant="outline" size="sm">
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap" justify="space-between">
          <Heading as="h3" size="md">
            {action.title}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={action.gain > 0 ? 'blue' : 'gray'} variant="surface" size="lg">
              {action.gain > 0 ? formatGain(action.gain) : 'No points to gain now'}
            </Badge>
            <Badge variant="outline">
              <Clock aria-hidden size="12" />~{action.minutes} min
            </Badge>
            {action.quickWin ? (
              <Badge colorPalette="purple" variant="solid">
                <Zap aria-hidden size="12" />
                Quick win
              </Badge>
            ) : null}
          </HStack>
        </HStack>
        <Text>{action.summary}</Text>
        <HStack gap="4" wrap="wrap" textStyle="sm">
          <Link asChild colorPalette="blue" variant="underline">
            <RouterLink to={articleHref(action.article)}>
              Read how<VisuallyHidden>: {action.title}</VisuallyHidden>
            </RouterLink>
          </Link>
          {tool && !action.verifiedOnly ? (
            <Link asChild colorPalette="blue" variant="underline">
              <RouterLink to={tool.href}>{tool.label}</RouterLink>
            </Link>
          ) : null}
        </HStack>
        <ActionButtons action={action} onDecide={onDecide} toolHref={tool?.href ?? null} />
      </Card.Body>
    </Card.Root>
  );
}

function ActionButtons({
  action,
  onDecide,
  toolHref,
}: ActionCardProps & { toolHref: string | null }) {
  return (
    <Stack gap="2">
      {action.verifiedOnly ? (
        <Text textStyle="sm" color="fg.muted">
          Bulwark checks this itself: once you have made the change, Bulwark will notice and your
          score updates.
        </Text>
      ) : null}
      <HStack gap="2" wrap="wrap">
        {action.verifiedOnly ? (
          toolHref ? (
            <Button asChild size="sm" colorPalette="green">
              <RouterLink to={toolHref}>
                Fix it in Bulwark<VisuallyHidden>: {action.title}</VisuallyHidden>
              </RouterLink>
            </Button>
          ) : null
        ) : (
          <Button
            size="sm"
            colorPalette="green"
            onClick={() => onDecide(action, 'done')}
            aria-label={`Done: ${action.title}`}
          >
            Done
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          onClick={() => onDecide(action, 'accepted')}
          aria-label={`Accept risk: ${action.title}`}
        >
          Accept risk
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onDecide(action, 'na')}
          aria-label={`Not applicable: ${action.title}`}
        >
          Not applicable
        </Button>
      </HStack>
    </Stack>
  );
}
