/**
 * Plain-text views of an article body, shared by the build (search index, reading time) and the
 * content check (word count, readability, citations). Kept dependency-free and deterministic.
 */
export const CITATION = /\[\^(\d+)\]/g;

/** Markdown → prose: no headings marks, link targets, emphasis, code or citation markers. */
export function toPlainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(CITATION, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^>\s?/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/^\s*\d+\.\s+/gm, '')
    .replace(/[*_`~]/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

export function countWords(text: string): number {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,-]*/gu) ?? []).length;
}

/**
 * Sentences end at . ! ? followed by white space or the end, and at line breaks between blocks
 * (a heading or list item is its own sentence). A decimal point (4.88) does not end one.
 */
export function splitSentences(markdownBlock: string): string[] {
  return markdownBlock
    .split(/\n\s*\n|\n(?=\s*(?:[-*+]|\d+\.|#{1,6})\s)/)
    .flatMap((block) =>
      block.replace(/\s+/g, ' ').split(/(?<=[.!?]["”’)]?(?:\[\^\d+\])*)\s+(?=[^a-z])/),
    )
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Minutes at 230 words a minute, at least one. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 230));
}

export function slugifyHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}
