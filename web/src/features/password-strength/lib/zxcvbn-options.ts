import type { OptionsType } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

/**
 * zxcvbn-ts's recommended set-up (its getting-started guide): common passwords and keyboard
 * graphs, English words, names and translations. This module pulls in ~1.6 MiB of dictionaries,
 * so only the strength worker (and tests and the benchmark) import it.
 */
export const zxcvbnOptions: OptionsType = {
  translations,
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...englishDictionary },
};
