import { Box, HStack, List, Text } from '@chakra-ui/react';
import { BAND_STYLES } from '../../lib/band-style';
import { bandRangeLabel, bandRanges } from './band-ranges';

/** The bands' names and ranges, below the chart when it is too narrow to name them beside it. */
export function BandLegend() {
  return (
    <List.Root
      aria-label="Score bands"
      display="flex"
      flexWrap="wrap"
      columnGap="4"
      rowGap="1"
      listStyleType="none"
    >
      {bandRanges().map((range) => {
        const { palette } = BAND_STYLES[range.band.id];
        return (
          <List.Item key={range.band.id}>
            <HStack gap="1.5">
              <Box
                aria-hidden
                w="3"
                h="3"
                rounded="xs"
                bg={`${palette}.subtle`}
                borderWidth="1px"
                borderColor={`${palette}.fg`}
              />
              <Text textStyle="sm" color={`${palette}.fg`}>
                {bandRangeLabel(range)}
              </Text>
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
