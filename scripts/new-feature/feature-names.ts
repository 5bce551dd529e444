/** Every name a new feature's files use, derived from its slug so that they all agree. */
export interface FeatureNames {
  /** kebab-case, the same in every package: `reading-list`. */
  slug: string;
  /** Callable prefix and variable stem: `readingList`. */
  camel: string;
  /** Type and component stem: `ReadingList`. */
  pascal: string;
  /** SQL stem: `reading_list`; its table is `reading_list_item`. */
  snake: string;
  /** Constant stem: `READING_LIST`. */
  constant: string;
  /** For people: `Reading list`. */
  title: string;
}

const SLUG = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Refuses a slug that would not make valid names everywhere, saying what is wrong. */
export function featureNames(slug: string): FeatureNames {
  if (!SLUG.test(slug)) {
    throw new Error(
      `"${slug}" is not a feature slug: use lower-case words joined by hyphens, like reading-list.`,
    );
  }
  const words = slug.split('-');
  const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const pascal = words.map(capitalise).join('');
  return {
    slug,
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    pascal,
    snake: words.join('_'),
    constant: words.join('_').toUpperCase(),
    title: capitalise(words.join(' ')),
  };
}
