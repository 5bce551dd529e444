import { Link } from '@chakra-ui/react';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element on every page: jumps keyboard users past the navigation. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      top="2"
      left="2"
      zIndex="skipLink"
      px="4"
      py="2"
      rounded="l2"
      bg="bg.panel"
      color="fg"
      fontWeight="semibold"
      shadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
    >
      Skip to main content
    </Link>
  );
}
