// The l33t matcher reuses zxcvbn-ts's own variant generator, which the package does not export.
// Node's ESM loader needs the file extension, so the import names the .mjs file; these lines give
// it the types the package ships next to it.
declare module '@zxcvbn-ts/core/dist/matcher/dictionary/variants/matching/unmunger/getCleanPasswords.mjs' {
  export * from '@zxcvbn-ts/core/dist/matcher/dictionary/variants/matching/unmunger/getCleanPasswords';
  export { default } from '@zxcvbn-ts/core/dist/matcher/dictionary/variants/matching/unmunger/getCleanPasswords';
}

// The scoring port (most-guessable-match-sequence.ts) estimates each match with zxcvbn-ts's own code.
declare module '@zxcvbn-ts/core/dist/scoring/estimate.mjs' {
  export { default } from '@zxcvbn-ts/core/dist/scoring/estimate';
}
