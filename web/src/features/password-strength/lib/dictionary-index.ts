import type { RankedDictionary } from '@zxcvbn-ts/core';

const NO_NODE = -1;
const ROOT = 0;
const ASCII_SIZE = 128;
const MAX_DICTIONARIES = 31;

/**
 * Lower-case strings that a plain `{}` answers through Object.prototype. zxcvbn-ts looks words up
 * with `rankedDictionary[word] !== undefined`, so "constructor" and "__proto__" "match" every
 * dictionary; to give exactly its answers, the index must find them too.
 */
const INHERITED_KEYS = Object.getOwnPropertyNames(Object.prototype).filter(
  (key) => key === key.toLowerCase(),
);

/**
 * Every word of several ranked dictionaries in one trie, stored in typed arrays (first child /
 * next sibling, siblings sorted by code unit). zxcvbn-ts tries every window of the password
 * against every dictionary; walking this trie instead stops as soon as no word starts with the
 * window, which is what makes the l33t matcher's 100 variants cheap.
 */
export class DictionaryIndex {
  readonly names: readonly string[];
  readonly dictionaries: readonly RankedDictionary[];
  readonly maxWordSizes: readonly number[];
  private readonly codes: Uint16Array;
  private readonly firstChild: Int32Array;
  private readonly nextSibling: Int32Array;
  private readonly masks: Uint32Array;
  private readonly rootChildren = new Int32Array(ASCII_SIZE).fill(NO_NODE);

  constructor(
    names: readonly string[],
    dictionaries: Record<string, RankedDictionary>,
    maxWordSizes: Record<string, number>,
  ) {
    if (names.length > MAX_DICTIONARIES)
      throw new Error(`At most ${MAX_DICTIONARIES} dictionaries can be indexed.`);
    this.names = names;
    this.dictionaries = names.map((name) => dictionaries[name] ?? {});
    this.maxWordSizes = names.map((name) => maxWordSizes[name] ?? 0);
    const words = collectWords(this.dictionaries);
    // The default sort compares UTF-16 code units, which is the trie's sibling order.
    const sorted = [...words.keys()].sort();
    const size = countNodes(sorted);
    this.codes = new Uint16Array(size);
    this.firstChild = new Int32Array(size).fill(NO_NODE);
    this.nextSibling = new Int32Array(size).fill(NO_NODE);
    this.masks = new Uint32Array(size);
    this.insertSorted(sorted, words);
  }

  /** The node reached from `node` by the UTF-16 code unit `code`, or -1. */
  child(node: number, code: number): number {
    if (node === ROOT && code < ASCII_SIZE) return this.rootChildren[code] ?? NO_NODE;
    let candidate = this.firstChild[node] ?? NO_NODE;
    while (candidate !== NO_NODE) {
      const candidateCode = this.codes[candidate] ?? 0;
      if (candidateCode === code) return candidate;
      if (candidateCode > code) return NO_NODE;
      candidate = this.nextSibling[candidate] ?? NO_NODE;
    }
    return NO_NODE;
  }

  /** Bit d is set when dictionary `names[d]` gives the word ending at `node` a rank. */
  mask(node: number): number {
    return this.masks[node] ?? 0;
  }

  static readonly root = ROOT;
  static readonly none = NO_NODE;

  private insertSorted(sorted: readonly string[], words: ReadonlyMap<string, number>): void {
    const path: number[] = [ROOT];
    const lastChild = new Int32Array(this.codes.length).fill(NO_NODE);
    let nextNode = 1;
    let previous = '';
    for (const word of sorted) {
      const shared = commonPrefixLength(previous, word);
      path.length = shared + 1;
      for (let depth = shared; depth < word.length; depth += 1) {
        const parent = path[depth] ?? ROOT;
        const node = nextNode;
        nextNode += 1;
        this.codes[node] = word.charCodeAt(depth);
        const last = lastChild[parent] ?? NO_NODE;
        if (last === NO_NODE) this.firstChild[parent] = node;
        else this.nextSibling[last] = node;
        lastChild[parent] = node;
        if (parent === ROOT && word.charCodeAt(depth) < ASCII_SIZE)
          this.rootChildren[word.charCodeAt(depth)] = node;
        path.push(node);
      }
      this.masks[path[word.length] ?? ROOT] = words.get(word) ?? 0;
      previous = word;
    }
  }
}

function collectWords(dictionaries: readonly RankedDictionary[]): Map<string, number> {
  const words = new Map<string, number>();
  dictionaries.forEach((dictionary, index) => {
    for (const word of Object.keys(dictionary))
      words.set(word, ((words.get(word) ?? 0) | (1 << index)) >>> 0);
  });
  for (const key of INHERITED_KEYS) {
    let mask = words.get(key) ?? 0;
    dictionaries.forEach((dictionary, index) => {
      if (dictionary[key] !== undefined) mask = (mask | (1 << index)) >>> 0;
    });
    words.set(key, mask);
  }
  words.delete('');
  return words;
}

function countNodes(sorted: readonly string[]): number {
  let count = 1;
  let previous = '';
  for (const word of sorted) {
    count += word.length - commonPrefixLength(previous, word);
    previous = word;
  }
  return count;
}

function commonPrefixLength(a: string, b: string): number {
  const limit = Math.min(a.length, b.length);
  let length = 0;
  while (length < limit && a.charCodeAt(length) === b.charCodeAt(length)) length += 1;
  return length;
}
