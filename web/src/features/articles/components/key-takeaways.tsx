import { Box, Heading, List } from '@chakra-ui/react';
import { CitedText } from './cited-text';

export function KeyTakeaways({ slug, takeaways }: { slug: string; takeaways: string[] }) {
  return (
    <Box
      as="section"
      aria-labelledby="key-takeaways"
      bg="blue.subtle"
      borderRadius="l3"
      p={{ base: '5', md: '6' }}
      maxW="70ch"
    >
      <Heading as="h2" id="key-takeaways" size="lg" mb="3">
        Key takeaways
      </Heading>
      <List.Root gap="2" ps="5" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.6">
        {takeaways.map((takeaway) => (
          <List.Item key={takeaway}>
            <CitedText slug={slug} text={takeaway} />
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
