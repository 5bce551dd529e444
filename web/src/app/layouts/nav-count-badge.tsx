import { Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A live count for a nav link: the number shown beside it and the words read with its name. */
export interface NavCount {
  count: number;
  /** Joined to the link's label as its accessible name: "Saved breaches, 2 need action". */
  description: string;
  palette: 'red' | 'orange';
}

/** A component that reads a live count and renders the link with it (null while there is none). */
export type NavCountSource = (props: {
  children: (count: NavCount | null) => ReactNode;
}) => ReactNode;

/** The visible number; hidden from screen readers, which hear the link's name instead. */
export function NavCountBadge({ count, palette }: NavCount) {
  return (
    <Badge colorPalette={palette} variant="solid" size="sm" ms="auto" aria-hidden>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
