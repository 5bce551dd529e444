import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { RiskCategoryResult } from '@bulwark/contracts/risk-assessment/model-types';

/** One bar per category, 0–100, each with its value in text (the bars alone carry no meaning). */
export function CategoryBars({ categories }: { categories: RiskCategoryResult[] }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Score by category">
      {categories.map((category) => (
        <Stack as="li" key={category.id} gap="1">
          <HStack justify="space-between" textStyle="sm">
            <Text fontWeight="medium">{category.label}</Text>
            <Text color={category.score === null ? 'fg.muted' : 'fg'}>
              {category.score === null
                ? 'Not scored (nothing applies yet)'
                : `${Math.round(category.score)} / 100`}
            </Text>
          </HStack>
          <Box h="2" rounded="full" bg="bg.emphasized" overflow="hidden" aria-hidden>
            <Box h="full" rounded="full" bg="blue.solid" w={`${category.score ?? 0}%`} />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
