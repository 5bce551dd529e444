import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** Terms and privacy share this plain, readable frame. */
export function LegalPage({ title, lastUpdated, intro, sections }: LegalPageProps) {
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <title>{`${title} · Bulwark Security`}</title>
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size="3xl">
            {title}
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            Last updated {lastUpdated}
          </Text>
          <Text fontSize="lg">{intro}</Text>
        </Stack>
        {sections.map((section) => (
          <Stack as="section" key={section.heading} gap="2">
            <Heading as="h2" size="lg">
              {section.heading}
            </Heading>
            <Text>{section.body}</Text>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
