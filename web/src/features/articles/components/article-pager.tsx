import { Grid, LinkBox, LinkOverlay, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { articlePath } from '@/config/paths';
import { type ArticleSummary, neighbours } from '../lib/article-catalog';

function PagerCard({
  article,
  direction,
}: {
  article: ArticleSummary;
  direction: 'Previous' | 'Next';
}) {
  return (
    <LinkBox
      borderWidth="1px"
      borderRadius="l2"
      p="4"
      textAlign={direction === 'Next' ? 'end' : 'start'}
      _hover={{ borderColor: 'blue.solid' }}
    >
      {/* Seen above the title; a screen reader hears the direction in the link's own name. */}
      <Text textStyle="sm" color="fg.muted" aria-hidden="true">
        {direction === 'Next' ? 'Next →' : '← Previous'}
      </Text>
      <LinkOverlay asChild fontWeight="semibold">
        <RouterLink to={articlePath(article.group, article.slug)}>
          <VisuallyHidden>{direction} article: </VisuallyHidden>
          {article.title}
        </RouterLink>
      </LinkOverlay>
    </LinkBox>
  );
}

export function ArticlePager({ slug }: { slug: string }) {
  const { previous, next } = neighbours(slug);
  if (!previous && !next) return null;
  return (
    <Grid
      as="nav"
      aria-label="Previous and next article"
      templateColumns={{ base: '1fr', md: '1fr 1fr' }}
      gap="4"
      maxW="70ch"
    >
      {previous ? <PagerCard article={previous} direction="Previous" /> : <span />}
      {next ? <PagerCard article={next} direction="Next" /> : null}
    </Grid>
  );
}
