import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { articlePath } from '@/config/paths';
import { findArticleSummary } from '../lib/article-catalog';

export function RelatedArticles({ slugs }: { slugs: string[] }) {
  const related = slugs.map(findArticleSummary).filter((article) => article !== undefined);
  if (related.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="related-articles" gap="3" maxW="70ch">
      <Heading as="h2" id="related-articles" size="lg">
        Related reading
      </Heading>
      <List.Root gap="3" listStyle="none">
        {related.map((article) => (
          <List.Item key={article.slug}>
            <Link asChild colorPalette="blue" fontWeight="semibold">
              <RouterLink to={articlePath(article.group, article.slug)}>{article.title}</RouterLink>
            </Link>
            <Text textStyle="sm" color="fg.muted">
              {article.summary}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
