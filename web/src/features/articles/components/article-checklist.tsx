import { Box, Checkbox, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ArticleSlug } from '@bulwark/contracts/schemas/article.schema';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useArticleProgress } from '../api/get-article-progress';
import { useSetChecklistItem } from '../api/update-article-progress';
import type { ArticleContent } from '../lib/article-types';

const TOOL_LINKS: Record<string, { href: string; label: string } | undefined> = {
  'password-generator': {
    href: paths.dashboard.passwordGenerator,
    label: 'Open the password generator',
  },
  'password-strength-checker': {
    href: paths.dashboard.passwordStrengthChecker,
    label: 'Open the strength checker',
  },
  'email-breach-check': { href: paths.dashboard.emailBreachCheck, label: 'Open the breach check' },
  'risk-assessment': { href: paths.dashboard.riskAssessment, label: 'Open the risk assessment' },
};

/** "Do this now": ticks are saved to the reader's account, so they survive reloads and devices. */
export function ArticleChecklist({
  slug,
  items,
}: {
  slug: ArticleSlug;
  items: ArticleContent['checklist'];
}) {
  const progress = useArticleProgress();
  const setItem = useSetChecklistItem();
  const checked = new Set(progress.data?.find((item) => item.slug === slug)?.checkedItems ?? []);
  const done = items.filter((item) => checked.has(item.id)).length;
  return (
    <Box
      as="section"
      aria-labelledby="do-this-now"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '5', md: '6' }}
      maxW="70ch"
    >
      <HStack justify="space-between" mb="4" wrap="wrap">
        <Heading as="h2" id="do-this-now" size="lg">
          Do this now
        </Heading>
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {done} of {items.length} done
        </Text>
      </HStack>
      <Stack gap="4">
        {items.map((item) => {
          const tool = TOOL_LINKS[item.tool];
          return (
            <Stack key={item.id} gap="1">
              <Checkbox.Root
                checked={checked.has(item.id)}
                disabled={progress.isPending}
                onCheckedChange={(details) =>
                  setItem.mutate({ slug, itemId: item.id, checked: details.checked === true })
                }
                alignItems="flex-start"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control mt="1" />
                <Checkbox.Label fontSize="md" fontWeight="normal">
                  {item.text}
                </Checkbox.Label>
              </Checkbox.Root>
              {tool ? (
                <Link asChild colorPalette="blue" textStyle="sm" ms="7" w="fit-content">
                  <RouterLink to={tool.href}>{tool.label} →</RouterLink>
                </Link>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
