import { Box, Heading, Link, List } from '@chakra-ui/react';
import type { ArticleHeading } from '../lib/article-types';

export function TableOfContents({ headings }: { headings: ArticleHeading[] }) {
  return (
    <Box
      as="nav"
      aria-labelledby="table-of-contents"
      borderStartWidth="2px"
      borderColor="border"
      ps="4"
    >
      <Heading
        as="h2"
        id="table-of-contents"
        size="sm"
        mb="3"
        textTransform="uppercase"
        letterSpacing="wide"
        color="fg.muted"
      >
        On this page
      </Heading>
      <List.Root gap="2" listStyle="none" textStyle="sm">
        {headings.map((heading) => (
          <List.Item key={heading.id} ps={heading.level === 3 ? '3' : '0'}>
            <Link href={`#${heading.id}`} color="fg.muted" _hover={{ color: 'fg' }}>
              {heading.text}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
