import type { HashModeSpec } from './hash-mode';
import { MAX_RECORD_EXTRA_BYTES, RecordEncoder } from './record-codec';

export type ParsedUpstreamRange = { ok: true; records: Uint8Array } | { ok: false; reason: string };

/**
 * Reads an upstream range answer ("SUFFIX:COUNT" lines, CRLF or LF) for `prefix` into the same
 * record form the local store keeps, so one code path (range-body.ts) writes every answer. Every
 * line must be a suffix of the mode's length and a decimal count, or the whole answer is refused:
 * a half-read answer could call a breached password clean. Count-0 lines are the upstream's
 * padding and are dropped (Bulwark pads its own answers). Records come out in suffix order.
 */
export function parseUpstreamRange(
  spec: HashModeSpec,
  prefix: string,
  body: string,
): ParsedUpstreamRange {
  const linePattern = new RegExp(`^([0-9A-Fa-f]{${spec.suffixHexDigits}}):(\\d{1,15})$`);
  const counts = new Map<string, number>();
  const lines = body.split('\n');
  for (const [index, rawLine] of lines.entries()) {
    const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
    // An empty bucket is an empty body; a trailing line break is tolerated.
    if (line === '' && index === lines.length - 1) continue;
    const match = linePattern.exec(line);
    if (!match)
      return { ok: false, reason: `Line ${index + 1} of the answer is not SUFFIX:COUNT.` };
    const count = Number(match[2]);
    if (count === 0) continue;
    const suffix = (match[1] ?? '').toUpperCase();
    counts.set(suffix, Math.max(count, counts.get(suffix) ?? 0));
  }
  return { ok: true, records: encodeRecords(spec, prefix.toUpperCase(), counts) };
}

function encodeRecords(
  spec: HashModeSpec,
  prefix: string,
  counts: Map<string, number>,
): Uint8Array {
  const suffixes = [...counts.keys()].sort();
  const encoder = new RecordEncoder(
    spec,
    new Uint8Array(suffixes.length * (spec.suffixBytes + MAX_RECORD_EXTRA_BYTES)),
  );
  for (const suffix of suffixes)
    encoder.write(Buffer.from(prefix + suffix, 'hex'), 0, counts.get(suffix) ?? 0);
  // An exact copy, so the cache counts (and keeps) only the bytes it needs.
  return encoder.out.slice(0, encoder.offset);
}
