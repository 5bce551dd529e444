import { Box, Heading, Link, List, Text } from '@chakra-ui/react';
import type { ArticleContent } from '../lib/article-types';

export function SourceList({
  slug,
  sources,
}: {
  slug: string;
  sources: ArticleContent['sources'];
}) {
  return (
    <Box as="section" aria-labelledby={`${slug}-sources`} maxW="70ch">
      <Heading as="h2" id={`${slug}-sources`} size="lg" mb="3">
        Sources
      </Heading>
      <List.Root as="ol" gap="2" ps="6" textStyle="sm">
        {sources.map((source) => (
          <List.Item key={source.id} id={`${slug}-source-${source.id}`} scrollMarginTop="6">
            <Text as="span">
              {source.publisher}, <em>{source.title}</em> ({source.year}).{' '}
              <Link
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                colorPalette="blue"
                wordBreak="break-all"
              >
                {source.url}
              </Link>
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
