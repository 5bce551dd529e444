import { Box } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { articleProseStyles } from './article-prose-styles';

/**
 * The article text. The HTML was compiled at build time from our own reviewed Markdown, with raw
 * HTML refused by the content check, so it is not user data. Internal links navigate in-app.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  function followInternalLink(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as HTMLElement).closest('a[data-internal-link]');
    if (!anchor || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(anchor.getAttribute('href') ?? '/dashboard');
  }
  return (
    // The handler only delegates clicks on the links inside, which stay keyboard-reachable
    // (Enter on a link fires a click), so no key handler is needed.
    <Box
      css={articleProseStyles}
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
