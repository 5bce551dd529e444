import { Button, HStack, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ARTICLE_GROUP_TITLES, articleGroupPath } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { useArticleProgress } from '../api/get-article-progress';
import { useMarkArticleRead } from '../api/update-article-progress';
import type { ArticleContent } from '../lib/article-types';

export function ArticleHeader({ article }: { article: ArticleContent }) {
  const progress = useArticleProgress();
  const markRead = useMarkArticleRead();
  const isRead = Boolean(progress.data?.find((item) => item.slug === article.slug)?.readAt);
  return (
    <Stack gap="3">
      <title>{`${article.title} · Bulwark Security`}</title>
      <Link asChild colorPalette="blue" fontWeight="semibold" textStyle="sm" w="fit-content">
        <RouterLink to={articleGroupPath(article.group)}>
          {ARTICLE_GROUP_TITLES[article.group]}
        </RouterLink>
      </Link>
      <Heading as="h1" id="article-title" size={{ base: '2xl', md: '4xl' }} lineHeight="1.2">
        {article.title}
      </Heading>
      <Text color="fg.muted" fontSize="lg" maxW="70ch">
        {article.summary}
      </Text>
      <HStack gap="4" wrap="wrap" color="fg.muted" textStyle="sm">
        <Text>{article.readingMinutes} min read</Text>
        <Text aria-hidden="true">·</Text>
        <Text>
          Last reviewed{' '}
          <time dateTime={article.lastReviewed}>{formatDate(article.lastReviewed)}</time>
        </Text>
        {/*
          Until the reader's progress arrives, a placeholder of the button's size: a disabled
          button fading in as it arrives would be briefly faint (and its state unknown).
        */}
        {progress.isPending ? (
          <Skeleton height="8" width="6.5rem" rounded="l2" />
        ) : (
          <Button
            size="xs"
            variant={isRead ? 'subtle' : 'outline'}
            colorPalette={isRead ? 'green' : 'gray'}
            aria-pressed={isRead}
            onClick={() => markRead.mutate({ slug: article.slug, read: !isRead })}
          >
            {isRead ? 'Read ✓' : 'Mark as read'}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
