/**
 * Reads breach files: one address per line, `email:anything` lines, or CSV with an email column
 * (found by its header). Pure and allocation-light: the ingest calls it for every line of files
 * with tens of millions of lines.
 */
export const INVALID_KINDS = [
  'no-at-sign',
  'too-long',
  'bad-local-part',
  'bad-domain',
  'missing-address',
] as const;
export type InvalidKind = (typeof INVALID_KINDS)[number];

export type ParsedLine = { email: string } | { invalid: InvalidKind } | { blank: true };

export interface LineFormat {
  kind: 'lines' | 'csv';
  delimiter: string;
  /** CSV only: the column holding the address. */
  column: number;
}

const CSV_DELIMITERS = [',', ';', '\t'];
const EMAIL_HEADER = /^["']?(e-?mail|email[ _-]?address|mail|e-?mail[ _-]?addr)["']?$/i;
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Decides a file's format from its first non-blank line; `headerConsumed` when it was a header. */
export function detectFormat(firstLine: string): { format: LineFormat; headerConsumed: boolean } {
  for (const delimiter of CSV_DELIMITERS) {
    if (!firstLine.includes(delimiter)) continue;
    const column = splitCsv(firstLine, delimiter).findIndex((cell) =>
      EMAIL_HEADER.test(cell.trim()),
    );
    if (column >= 0) return { format: { kind: 'csv', delimiter, column }, headerConsumed: true };
  }
  return { format: { kind: 'lines', delimiter: '', column: 0 }, headerConsumed: false };
}

/** Splits one CSV line, honouring double quotes ("a, b" stays one cell; "" is a quote). */
export function splitCsv(line: string, delimiter: string): string[] {
  if (!line.includes('"')) return line.split(delimiter);
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line.charAt(index);
    if (quoted && char === '"' && line.charAt(index + 1) === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === delimiter && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += char;
    }
  }
  cells.push(cell);
  return cells;
}

/** Normalises (trim, lower-case) and validates one address; why it is invalid otherwise. */
export function validateEmail(raw: string): ParsedLine {
  const email = raw.trim().toLowerCase();
  if (email.length === 0) return { blank: true };
  const at = email.lastIndexOf('@');
  if (at < 0) return { invalid: 'no-at-sign' };
  if (email.length > 254) return { invalid: 'too-long' };
  if (!LOCAL_PART.test(email.slice(0, at))) return { invalid: 'bad-local-part' };
  const labels = email.slice(at + 1).split('.');
  const topLevel = labels.at(-1) ?? '';
  if (
    labels.length < 2 ||
    !TOP_LEVEL.test(topLevel) ||
    !labels.every((label) => DOMAIN_LABEL.test(label))
  ) {
    return { invalid: 'bad-domain' };
  }
  return { email };
}

/** `email:anything`, `email;name` and similar: the first field with an @ in it. */
function addressField(line: string): string {
  const colon = line.indexOf(':');
  const end = colon >= 0 ? colon : line.length;
  const candidate = line.slice(0, end);
  if (candidate.includes('@') || colon < 0) {
    const cut = candidate.search(/[;,\t]/);
    if (cut < 0) return candidate;
    const fields = candidate.split(/[;,\t]/);
    return fields.find((field) => field.includes('@')) ?? candidate;
  }
  return line;
}

export function parseLine(line: string, format: LineFormat): ParsedLine {
  if (format.kind === 'csv') {
    if (line.trim().length === 0) return { blank: true };
    const cell = splitCsv(line, format.delimiter)[format.column]?.trim();
    return cell ? validateEmail(cell) : { invalid: 'missing-address' };
  }
  return validateEmail(addressField(line));
}
