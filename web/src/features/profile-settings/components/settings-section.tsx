import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}

/** One card of the settings page, labelled by its own h2. */
export function SettingsSection({
  id,
  title,
  description,
  children,
  tone = 'default',
}: SettingsSectionProps) {
  return (
    <Card.Root
      as="section"
      aria-labelledby={id}
      variant="outline"
      borderColor={tone === 'danger' ? 'border.error' : undefined}
    >
      <Card.Header>
        <Stack gap="1">
          <Heading as="h2" size="lg" id={id}>
            {title}
          </Heading>
          {description ? <Text color="fg.muted">{description}</Text> : null}
        </Stack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
