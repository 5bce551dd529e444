import { Button, Collapsible, Link, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

interface WhyThisMattersProps {
  why: string;
  /** The article behind the question's action, for those who want the longer answer. */
  articleHref?: string | undefined;
}

/** The reason behind a question, one click away: short enough to read mid-questionnaire. */
export function WhyThisMatters({ why, articleHref }: WhyThisMattersProps) {
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Button
          variant="plain"
          size="xs"
          px="0"
          color="fg.muted"
          alignSelf="start"
          _expanded={{ '& svg': { transform: 'rotate(180deg)' } }}
        >
          <ChevronDown aria-hidden />
          Why this matters
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Text textStyle="sm" color="fg.muted" pt="1" pb="2">
          {why}{' '}
          {articleHref ? (
            <Link asChild colorPalette="blue" variant="underline">
              <RouterLink to={articleHref}>Read more</RouterLink>
            </Link>
          ) : null}
        </Text>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
