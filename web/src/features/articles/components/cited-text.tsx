import { Fragment } from 'react';

/** Plain text with `[^n]` markers turned into links to the numbered sources. */
export function CitedText({ slug, text }: { slug: string; text: string }) {
  const parts = text.split(/(\[\^\d+\])/);
  return (
    <>
      {parts.map((part, index) => {
        const id = /^\[\^(\d+)\]$/.exec(part)?.[1];
        if (!id) return <Fragment key={index}>{part}</Fragment>;
        return (
          <sup key={index}>
            <a href={`#${slug}-source-${id}`} aria-label={`Source ${id}`}>
              [{id}]
            </a>
          </sup>
        );
      })}
    </>
  );
}
