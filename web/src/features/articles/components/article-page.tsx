import { Box, Grid, Stack } from '@chakra-ui/react';
import type { ArticleGroup, ArticleSlug } from '@bulwark/contracts/schemas/article.schema';
import { useQuery } from '@tanstack/react-query';
import { PageSpinner } from '@/components/ui/page-spinner';
import { loadArticle } from '../lib/article-catalog';
import { ArticleBody } from './article-body';
import { ArticleChecklist } from './article-checklist';
import { ArticleHeader } from './article-header';
import { ArticlePager } from './article-pager';
import { ArticleQuiz } from './article-quiz';
import { ArticleSearch } from './article-search';
import { GroupArticleList } from './group-article-list';
import { KeyTakeaways } from './key-takeaways';
import { RelatedArticles } from './related-articles';
import { SourceList } from './source-list';
import { TableOfContents } from './table-of-contents';

interface ArticlePageProps {
  group: ArticleGroup;
  slug: ArticleSlug;
  /** The group's index route: the first article, introduced by the list of the whole group. */
  isGroupIndex?: boolean;
}

export function ArticlePage({ group, slug, isGroupIndex = false }: ArticlePageProps) {
  const article = useQuery({
    queryKey: ['article-content', slug],
    queryFn: () => loadArticle(slug),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (article.isPending) return <PageSpinner />;
  if (article.isError) throw article.error;
  const content = article.data;
  return (
    <Stack gap="8">
      <ArticleSearch />
      {isGroupIndex ? <GroupArticleList group={group} current={slug} /> : null}
      <Grid
        templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 16rem' }}
        gap="10"
        alignItems="start"
      >
        <Stack as="article" gap="8" aria-labelledby="article-title" minW="0">
          <ArticleHeader article={content} />
          <Box hideFrom="xl">
            <TableOfContents headings={content.headings} />
          </Box>
          <KeyTakeaways slug={content.slug} takeaways={content.takeaways} />
          <ArticleBody html={content.html} />
          <ArticleChecklist slug={content.slug} items={content.checklist} />
          {content.quiz ? <ArticleQuiz questions={content.quiz} /> : null}
          <SourceList slug={content.slug} sources={content.sources} />
          <ArticlePager slug={content.slug} />
          <RelatedArticles slugs={content.related} />
        </Stack>
        <Box hideBelow="xl" position="sticky" top="6">
          <TableOfContents headings={content.headings} />
        </Box>
      </Grid>
    </Stack>
  );
}
