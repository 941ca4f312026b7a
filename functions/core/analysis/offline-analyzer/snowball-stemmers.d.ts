// The package ships no types: the part the analyzer uses.
declare module 'snowball-stemmers' {
  export function newStemmer(language: string): { stem(word: string): string };
}
