import os from 'node:os';
import { parseArgs } from 'node:util';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import {
  createIndexedZxcvbn,
  createReferenceZxcvbn,
} from '../web/src/features/password-strength/lib/create-zxcvbn';
import {
  BENCHMARK_CORPUS_SIZES,
  buildStrengthCorpus,
  type CorpusEntry,
} from '../web/src/features/password-strength/lib/strength-corpus';
import { zxcvbnOptions } from '../web/src/features/password-strength/lib/zxcvbn-options';

// npm run bench:strength [-- --runs N]
// Per category of the corpus: latency of default zxcvbn-ts next to Bulwark's indexed checker, the
// ratio, and whether every result (score, guesses, sequence, feedback) is identical. Then a typing
// simulation (every prefix of 64-character passwords) against issue 4's goals: p95 ≤ 16 ms per
// keystroke up to 64 characters, nothing over 100 ms up to 256.
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Math.max(1, Number(values.runs));

interface Timed {
  ms: number;
  result: ReturnType<ZxcvbnFactory['check']>;
}

/** The median of `times` runs, so a scheduling hiccup on a shared machine does not count as the checker's. */
function time(zxcvbn: ZxcvbnFactory, password: string, times: number): Timed {
  const samples: number[] = [];
  let result = zxcvbn.check(password);
  for (let run = 0; run < times; run += 1) {
    const started = performance.now();
    result = zxcvbn.check(password);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { ms: samples[Math.floor(samples.length / 2)] ?? 0, result };
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

const sameResult = (a: Timed, b: Timed) =>
  JSON.stringify({ ...a.result, calcTime: 0 }) === JSON.stringify({ ...b.result, calcTime: 0 });
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));
const log = (line: string) => process.stderr.write(`${line}\n`);

function warmUp(zxcvbn: ZxcvbnFactory): void {
  for (let index = 0; index < 300; index += 1)
    zxcvbn.check(
      Math.random()
        .toString(36)
        .repeat(1 + (index % 3)),
    );
}

let started = performance.now();
const reference = createReferenceZxcvbn(zxcvbnOptions);
const referenceInitMs = performance.now() - started;
started = performance.now();
const indexed = createIndexedZxcvbn(zxcvbnOptions);
const indexedInitMs = performance.now() - started;
warmUp(reference);
warmUp(indexed);

const corpus = buildStrengthCorpus(BENCHMARK_CORPUS_SIZES);
const categories = [...new Set(corpus.map((entry) => entry.category))];
const rows: string[] = [];
let identical = 0;
let sameScores = 0;
let worstIndexed = 0;
for (const category of categories) {
  const entries = corpus.filter((entry: CorpusEntry) => entry.category === category);
  log(`${category}: ${entries.length} passwords …`);
  const referenceMs: number[] = [];
  const indexedMs: number[] = [];
  let categoryIdentical = 0;
  for (const { password } of entries) {
    const slow = time(reference, password, 1);
    const fast = time(indexed, password, runs);
    referenceMs.push(slow.ms);
    indexedMs.push(fast.ms);
    if (sameResult(slow, fast)) categoryIdentical += 1;
    if (slow.result.score === fast.result.score) sameScores += 1;
    worstIndexed = Math.max(worstIndexed, fast.ms);
  }
  identical += categoryIdentical;
  const [p50r, p95r, maxr] = [
    percentile(referenceMs, 0.5),
    percentile(referenceMs, 0.95),
    Math.max(...referenceMs),
  ];
  const [p50i, p95i, maxi] = [
    percentile(indexedMs, 0.5),
    percentile(indexedMs, 0.95),
    Math.max(...indexedMs),
  ];
  rows.push(
    `| ${category} | ${entries.length} | ${ms(p50r)} / ${ms(p95r)} / ${ms(maxr)} | ${ms(p50i)} / ${ms(p95i)} / ${ms(maxi)} | ${(p50r / p50i).toFixed(0)}× / ${(p95r / p95i).toFixed(0)}× | ${categoryIdentical}/${entries.length} |`,
  );
}

log('Typing simulation …');
const typed = buildStrengthCorpus(
  { common: 0, random12: 0, random32: 0, random64: 12, random128: 0, passphrases: 0 },
  7,
)
  .filter((entry) => entry.category === 'random 64')
  .map((entry) => entry.password)
  .concat([
    'correct horse battery staple violet anchor mosaic lantern 1990',
    '4@8({[</369&#!1/|0$5+7%2/4@8({[</369&#!1/|0$5+7%2/4@8({[</369&'.slice(0, 64),
  ]);
const keystrokes: number[] = [];
for (const password of typed) {
  for (let length = 1; length <= password.length; length += 1)
    keystrokes.push(time(indexed, password.slice(0, length), 1).ms);
}
const referenceKeystrokes: number[] = [];
const sample = typed[0] ?? '';
for (let length = 1; length <= sample.length; length += 1)
  referenceKeystrokes.push(time(reference, sample.slice(0, length), 1).ms);

console.log(
  `\nbench:strength on ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load ${os.loadavg()[0]?.toFixed(1)}\n`,
);
console.log(
  `Start-up (dictionaries, ranked lists${', trie'}): default ${referenceInitMs.toFixed(0)} ms, indexed ${indexedInitMs.toFixed(0)} ms.\n`,
);
console.log(
  '| Category | n | default zxcvbn-ts p50 / p95 / max (ms) | Bulwark p50 / p95 / max (ms) | speed-up p50 / p95 | identical results |',
);
console.log('|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(
  `\nScores identical on ${sameScores}/${corpus.length} passwords; whole results (guesses, sequence, feedback) identical on ${identical}/${corpus.length}.`,
);
console.log(
  `Typing ${typed.length} passwords of 64 characters, one check per keystroke (${keystrokes.length} checks): p50 ${ms(percentile(keystrokes, 0.5))} ms, p95 ${ms(percentile(keystrokes, 0.95))} ms, max ${ms(Math.max(...keystrokes))} ms (goal p95 ≤ 16 ms). Default zxcvbn-ts on the first of them: p95 ${ms(percentile(referenceKeystrokes, 0.95))} ms, max ${ms(Math.max(...referenceKeystrokes))} ms.`,
);
console.log(
  `Slowest single check over the whole corpus (inputs up to 2,668 characters, checked up to 256): ${ms(Math.max(worstIndexed, ...keystrokes))} ms (goal ≤ 100 ms).`,
);
