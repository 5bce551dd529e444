import { Box, Skeleton, VisuallyHidden } from '@chakra-ui/react';

interface SectionSkeletonProps {
  /** Read to screen readers while the section loads: "Loading your alerts". */
  label: string;
  /** About the height of the loaded section, so nothing below it moves when it arrives. */
  height: string;
}

export function SectionSkeleton({ label, height }: SectionSkeletonProps) {
  return (
    <Box aria-busy="true">
      <VisuallyHidden>{`${label}…`}</VisuallyHidden>
      <Skeleton height={height} rounded="l3" />
    </Box>
  );
}
