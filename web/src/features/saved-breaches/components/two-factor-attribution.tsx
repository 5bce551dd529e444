import { Link, Text } from '@chakra-ui/react';

/** Shown where steps use 2fa.directory's data (MIT; the full notice is on the About page). */
export function TwoFactorAttribution() {
  return (
    <Text textStyle="xs" color="fg.muted">
      Two-step sign-in data:{' '}
      <Link
        href="https://2fa.directory/"
        target="_blank"
        rel="noopener noreferrer"
        colorPalette="blue"
      >
        2fa.directory
      </Link>{' '}
      (MIT)
    </Text>
  );
}
