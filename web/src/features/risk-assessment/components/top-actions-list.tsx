import { Badge, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { RankedAction } from '@bulwark/contracts/risk-assessment/model-types';
import { Clock } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { groupActions } from '../lib/action-groups';
import { formatGain } from '../lib/format';
import { articleHref, TOOL_LINKS } from '../lib/tool-links';

/** The dashboard shows three; the assessment page has the rest. */
const DASHBOARD_ACTION_COUNT = 3;

/** Where doing it starts: the tool in Bulwark when there is one, otherwise the how-to. */
function actionHref(action: RankedAction): string {
  return action.tool ? TOOL_LINKS[action.tool].href : articleHref(action.article);
}

/** The three open actions worth most, each with its points and minutes, one click from doing it. */
export function TopActionsList({ actions }: { actions: readonly RankedAction[] }) {
  const top = groupActions(actions).open.slice(0, DASHBOARD_ACTION_COUNT);
  if (top.length === 0)
    return <Text color="fg.muted">Nothing left to do: every action is done or set aside.</Text>;
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm" id="top-risk-actions">
        Your top {top.length === 1 ? 'action' : `${top.length} actions`}
      </Heading>
      <Stack as="ol" gap="2" listStyleType="none" aria-labelledby="top-risk-actions">
        {top.map((action) => (
          <Stack as="li" key={action.id} gap="1" borderWidth="1px" rounded="l2" px="3" py="2">
            <Link asChild colorPalette="blue" fontWeight="medium">
              <RouterLink to={actionHref(action)}>{action.title}</RouterLink>
            </Link>
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={action.gain > 0 ? 'blue' : 'gray'} variant="surface">
                {action.gain > 0 ? formatGain(action.gain) : 'No points to gain now'}
              </Badge>
              <Badge variant="outline">
                <Clock aria-hidden size="12" />
                {`~${action.minutes} min`}
              </Badge>
            </HStack>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
