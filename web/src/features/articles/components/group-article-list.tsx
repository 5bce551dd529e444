import {
  Badge,
  Box,
  HStack,
  Heading,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Text,
} from '@chakra-ui/react';
import type { ArticleGroup } from '@bulwark/contracts/schemas/article.schema';
import { Link as RouterLink } from 'react-router-dom';
import { ARTICLE_GROUP_TITLES, articlePath } from '@/config/paths';
import { useArticleProgress } from '../api/get-article-progress';
import { articlesInGroup } from '../lib/article-catalog';

/** The group's index: every article with its summary, reading time and whether it was read. */
export function GroupArticleList({ group, current }: { group: ArticleGroup; current: string }) {
  const progress = useArticleProgress();
  const read = new Set(progress.data?.filter((item) => item.readAt).map((item) => item.slug));
  const articles = articlesInGroup(group);
  return (
    <Box as="section" aria-labelledby="group-articles">
      <Heading as="h2" id="group-articles" size="md" mb="4">
        {ARTICLE_GROUP_TITLES[group]}: {articles.length} articles
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {articles.map((article) => (
          <LinkBox
            key={article.slug}
            as="article"
            borderWidth="1px"
            borderRadius="l2"
            p="4"
            borderColor={article.slug === current ? 'blue.solid' : 'border'}
            _hover={{ borderColor: 'blue.solid' }}
          >
            <HStack justify="space-between" mb="1" textStyle="xs" color="fg.muted">
              <Text>{article.readingMinutes} min read</Text>
              {read.has(article.slug) ? (
                <Badge colorPalette="green" variant="subtle">
                  Read
                </Badge>
              ) : (
                <Badge variant="outline">Unread</Badge>
              )}
            </HStack>
            <LinkOverlay asChild fontWeight="semibold">
              <RouterLink to={articlePath(group, article.slug)}>{article.title}</RouterLink>
            </LinkOverlay>
            <Text textStyle="sm" color="fg.muted" mt="1" lineClamp={3}>
              {article.summary}
            </Text>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Box>
  );
}
