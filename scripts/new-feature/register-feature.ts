import type { FeatureNames } from './feature-names';

/** The two shared files a new feature edits: one list per side of the wire. */
export const CONTRACTS_REGISTRY = 'contracts/src/contracts/index.ts';
export const SERVER_FEATURE_LIST = 'functions/src/features/index.ts';

/** Adds the feature's callables and collections to the contracts registry. */
export function registerContracts(source: string, { slug, camel }: FeatureNames): string {
  refuseTaken(source, `${camel}Contract`, CONTRACTS_REGISTRY);
  let edited = addImport(
    source,
    `import { ${camel}Collections, ${camel}Contract } from './${slug}.contract';`,
    CONTRACTS_REGISTRY,
  );
  edited = addToList(edited, 'export const contracts = {', '} as const;', `  ...${camel}Contract,`);
  return addToList(
    edited,
    'export const collections = {',
    '} as const;',
    `  ...${camel}Collections,`,
  );
}

/** Adds the feature's manifest to the server's one list, last (its routes mount last). */
export function registerOnServer(source: string, { slug, camel }: FeatureNames): string {
  refuseTaken(source, `${camel}Feature`, SERVER_FEATURE_LIST);
  const edited = addImport(
    source,
    `import { ${camel}Feature } from './${slug}/${slug}.feature';`,
    SERVER_FEATURE_LIST,
  );
  return addToList(edited, 'export const FEATURES', '];', `  ${camel}Feature,`);
}

/** A name the list already uses (`authFeature` for the slug `auth`) would clash. */
function refuseTaken(source: string, identifier: string, file: string): void {
  if (new RegExp(`\\b${identifier}\\b`).test(source)) {
    throw new Error(`${file} already has a ${identifier}: choose another slug.`);
  }
}

function addImport(source: string, line: string, file: string): string {
  const lines = source.split('\n');
  const lastImport = lines.findLastIndex((text) => /^import .* from '.*';$/.test(text));
  if (lastImport < 0) throw new Error(`${file} has no imports to add to: add the feature by hand.`);
  lines.splice(lastImport + 1, 0, line);
  return lines.join('\n');
}

/** Inserts `line` as the last entry of the list that opens with `opening` and ends with `closing`. */
function addToList(source: string, opening: string, closing: string, line: string): string {
  const start = source.indexOf(opening);
  const end = start < 0 ? -1 : source.indexOf(`\n${closing}`, start);
  if (end < 0)
    throw new Error(`Cannot find "${opening} … ${closing}": add "${line.trim()}" by hand.`);
  return `${source.slice(0, end)}\n${line}${source.slice(end)}`;
}
