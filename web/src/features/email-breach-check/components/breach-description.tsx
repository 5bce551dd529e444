import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeDescription } from '../lib/sanitize-description';

/** HIBP's description HTML, sanitised (a, b, strong, em, p, br; links open in a new tab). */
export function BreachDescription({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeDescription(html), [html]);
  return (
    <Box
      lineHeight="tall"
      css={{
        '& a': { color: 'blue.fg', textDecoration: 'underline' },
        '& p + p': { marginTop: '3' },
      }}
      // Sanitised above with an allow-list; this is the only HTML we render from data.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
