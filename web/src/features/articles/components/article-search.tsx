import { Box, Input, Link, List, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ARTICLE_GROUP_TITLES, articlePath } from '@/config/paths';
import { searchArticles } from '../lib/search-articles';

/** Instant search over every article's title, headings and text; the index loads on first use. */
export function ArticleSearch() {
  const [query, setQuery] = useState('');
  const [wanted, setWanted] = useState(false);
  const deferredQuery = useDeferredValue(query);
  const resultsId = useId();
  const index = useQuery({
    queryKey: ['article-search-index'],
    queryFn: async () => (await import('virtual:articles/search')).default,
    enabled: wanted,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const hits = index.data ? searchArticles(index.data, deferredQuery) : [];
  const showResults = deferredQuery.trim().length >= 2;
  return (
    <Box role="search" maxW="xl" position="relative">
      <Input
        type="search"
        aria-label="Search articles"
        aria-controls={resultsId}
        placeholder="Search articles"
        value={query}
        onFocus={() => setWanted(true)}
        onChange={(event) => {
          setWanted(true);
          setQuery(event.target.value);
        }}
      />
      <Box id={resultsId} aria-live="polite">
        {showResults && index.data ? (
          hits.length === 0 ? (
            <Text mt="3" color="fg.muted">
              No article mentions “{deferredQuery.trim()}”.
            </Text>
          ) : (
            <List.Root
              mt="3"
              gap="3"
              listStyle="none"
              borderWidth="1px"
              borderRadius="l2"
              p="4"
              bg="bg.panel"
            >
              {hits.map((hit) => (
                <List.Item key={hit.slug}>
                  <Link asChild colorPalette="blue" fontWeight="semibold">
                    <RouterLink to={articlePath(hit.group, hit.slug)} onClick={() => setQuery('')}>
                      {hit.title}
                    </RouterLink>
                  </Link>
                  <Text textStyle="xs" color="fg.muted">
                    {ARTICLE_GROUP_TITLES[hit.group]}
                  </Text>
                  <Text textStyle="sm">
                    {hit.snippet.map((part, position) =>
                      part.match ? (
                        <Box
                          as="mark"
                          key={position}
                          bg="yellow.subtle"
                          color="fg"
                          px="0.5"
                          borderRadius="sm"
                        >
                          {part.text}
                        </Box>
                      ) : (
                        <span key={position}>{part.text}</span>
                      ),
                    )}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          )
        ) : null}
      </Box>
    </Box>
  );
}
