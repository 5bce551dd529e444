import { Box, Skeleton, VisuallyHidden, type SkeletonProps } from '@chakra-ui/react';

/** A skeleton's height: one value, or one per breakpoint where the loaded section's differs. */
export type SectionHeight = SkeletonProps['height'];

interface SectionSkeletonProps {
  /** Read to screen readers while the section loads: "Loading your alerts". */
  label: string;
  /**
   * The loaded section's height, measured on a phone and a desktop (a newcomer's state), so
   * nothing below it moves when it arrives: each jump in view counts against the page's layout
   * shift (issue 12, CLS < 0.05).
   */
  height: SectionHeight;
}

export function SectionSkeleton({ label, height }: SectionSkeletonProps) {
  return (
    <Box aria-busy="true">
      <VisuallyHidden>{`${label}…`}</VisuallyHidden>
      <Skeleton height={height} rounded="l3" />
    </Box>
  );
}
