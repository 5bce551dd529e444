import { Marked, type Tokens } from 'marked';
import { escapeHtml } from './escape-html.ts';
import { slugifyHeading } from './article-text.ts';

/**
 * Markdown → HTML at build time. Headings get ids for the table of contents; internal links are
 * marked for client-side navigation; external links open safely; raw HTML is escaped (the
 * content check refuses it anyway); `[^n]` becomes a link to source n.
 */
const marked = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth, text: source }: Tokens.Heading) {
      const text = this.parser.parseInline(tokens);
      // The id must equal the one the table of contents derives from the Markdown source.
      const plain = source.replace(/\[\^\d+\]/g, '').trim();
      return `<h${depth} id="${slugifyHeading(plain)}">${text}</h${depth}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      if (href.startsWith('/'))
        return `<a href="${escapeHtml(href)}" data-internal-link${titleAttribute}>${text}</a>`;
      return `<a href="${escapeHtml(href)}" rel="noopener noreferrer" target="_blank"${titleAttribute}>${text}</a>`;
    },
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
  },
});

export function renderArticleHtml(markdown: string, slug: string): string {
  const html = marked.parse(markdown, { async: false });
  return html.replace(
    /\[\^(\d+)\]/g,
    (_match, id: string) =>
      `<sup class="citation"><a href="#${slug}-source-${id}" aria-label="Source ${id}">[${id}]</a></sup>`,
  );
}
