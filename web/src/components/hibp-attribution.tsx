import { Link, Text } from '@chakra-ui/react';

/** Required wherever catalog data shows: HIBP licenses it under CC BY 4.0. */
export function HibpAttribution() {
  return (
    <Text textStyle="xs" color="fg.muted">
      Breach data:{' '}
      <Link
        href="https://haveibeenpwned.com"
        target="_blank"
        rel="noopener noreferrer"
        colorPalette="blue"
      >
        Have I Been Pwned
      </Link>{' '}
      (
      <Link
        href="https://creativecommons.org/licenses/by/4.0/"
        target="_blank"
        rel="noopener noreferrer"
        colorPalette="blue"
      >
        CC BY 4.0
      </Link>
      )
    </Text>
  );
}
