import { Card, HStack, Heading } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface DashboardCardProps {
  /** The heading's id; the card is a region named by its heading. */
  id: string;
  title: string;
  icon: LucideIcon;
  /** A link beside the heading, e.g. "Open the alert centre". */
  action?: ReactNode;
  children: ReactNode;
}

/** One section of the dashboard: an outlined card, a named region with an h2. */
export function DashboardCard({ id, title, icon: Icon, action, children }: DashboardCardProps) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" h="full" minW="0">
      <Card.Body gap="4">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <HStack gap="2" color="blue.fg">
            <Icon aria-hidden size={20} />
            <Heading as="h2" size="md" color="fg" id={id}>
              {title}
            </Heading>
          </HStack>
          {action}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
