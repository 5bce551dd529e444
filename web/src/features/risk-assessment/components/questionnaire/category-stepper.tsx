import { Box, Button, HStack, VisuallyHidden } from '@chakra-ui/react';
import { Check } from 'lucide-react';

export interface StepperPage {
  id: string;
  title: string;
  isComplete: boolean;
}

interface CategoryStepperProps {
  pages: readonly StepperPage[];
  current: number;
  onGoTo: (index: number) => void;
}

/** Every section as a step; any can be opened (skip anything), the current one is marked for AT. */
export function CategoryStepper({ pages, current, onGoTo }: CategoryStepperProps) {
  const steps = [...pages, { id: 'review', title: 'Review', isComplete: false }];
  return (
    <Box as="nav" aria-label="Assessment sections" overflowX="auto">
      <HStack as="ol" gap="1" listStyleType="none" wrap="wrap">
        {steps.map((page, index) => {
          const isCurrent = index === current;
          return (
            <li key={page.id}>
              <Button
                size="xs"
                variant={isCurrent ? 'solid' : 'ghost'}
                colorPalette={isCurrent ? 'blue' : 'gray'}
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onGoTo(index)}
              >
                {page.isComplete ? <Check aria-hidden /> : null}
                {page.title}
                {page.isComplete ? <VisuallyHidden> (answered)</VisuallyHidden> : null}
              </Button>
            </li>
          );
        })}
      </HStack>
    </Box>
  );
}
