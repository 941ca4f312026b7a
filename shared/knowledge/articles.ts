import type { Language } from '../languages';

/**
 * Article references of the knowledge base are written in English citation style
 * ("ss. 33.1-33.3", "Part 12, s. 185", "ss. 172 ff."). A report in French, Spanish, Portuguese
 * or German cites them in that language's style ("art. 33.1-33.3", "partie 12, art. 185");
 * Chinese and Japanese reports keep the original style, usual for foreign legislation.
 * Only the words change: numbers, ranges and the US "§" stay exactly as written.
 */
interface ArticleWords {
  sections: string;
  section: string;
  part: string;
  following: string;
  numberingBefore: string;
  before: string;
  after: string;
  decree: string;
}

const WORDS: Partial<Record<Language, ArticleWords>> = {
  fr: {
    sections: 'art.',
    section: 'art.',
    part: 'partie',
    following: 'et suiv.',
    numberingBefore: 'numérotation antérieure au',
    before: 'avant le',
    after: 'après le',
    decree: 'décret',
  },
  es: {
    sections: 'arts.',
    section: 'art.',
    part: 'parte',
    following: 'y ss.',
    numberingBefore: 'numeración anterior al',
    before: 'antes del',
    after: 'después del',
    decree: 'Decreto',
  },
  pt: {
    sections: 'arts.',
    section: 'art.',
    part: 'parte',
    following: 'e segs.',
    numberingBefore: 'numeração anterior ao',
    before: 'antes do',
    after: 'depois do',
    decree: 'Decreto',
  },
  de: {
    sections: '§§',
    section: '§',
    part: 'Teil',
    following: 'ff.',
    numberingBefore: 'Nummerierung vor',
    before: 'vor',
    after: 'nach',
    decree: 'Dekret',
  },
};

/** The article reference in the citation style of `language`. */
export function formatArticles(articles: string, language: Language): string {
  const words = WORDS[language];
  if (!words) return articles;
  return articles
    .replace(/\bnumbering before O\.C\. /g, `${words.numberingBefore} ${words.decree} `)
    .replace(/\bbefore O\.C\. /g, `${words.before} ${words.decree} `)
    .replace(/\bafter O\.C\. /g, `${words.after} ${words.decree} `)
    .replace(/(^|[\s(;,])ss\. /g, `$1${words.sections} `)
    .replace(/(^|[\s(;,])s\. /g, `$1${words.section} `)
    .replace(/\bPart /g, `${words.part} `)
    .replace(/(\d) ff\./g, `$1 ${words.following}`);
}
