import { describe, expect, it } from 'vitest';
import { pagePassages, type Passage } from '#core/assistant/answer/passages';
import { retrieve } from '#core/assistant/answer/retrieve';
import type { Language } from '#shared/languages';

const source = (name: string) => ({ id: name, kind: 'reference' as const, name, page: 1, riskId: null });
const passagesOf = (name: string, language: Language, text: string): Passage[] =>
  pagePassages(text).map((quote) => ({ text: quote, language, source: source(name) }));

const LIBRARY = [
  ...passagesOf(
    'procedure.pdf',
    'fr',
    'Procédure de cadenassage des machines.\n\nAvant toute intervention sur la presse, le travailleur doit appliquer le cadenassage de chaque source d’énergie.',
  ),
  ...passagesOf(
    'program.pdf',
    'en',
    'Hazardous energy control program.\n\nEach worker must apply a personal lock to every energy-isolating device before servicing the press.',
  ),
  ...passagesOf(
    'leave.pdf',
    'fr',
    'Politique de vacances.\n\nLes vacances annuelles sont planifiées en janvier.',
  ),
];
const names = (question: string, language: Language) => [
  ...new Set(retrieve(question, language, LIBRARY).passages.map((passage) => passage.source.name)),
];

describe('retrieving the passages that answer a question', () => {
  it('finds a French question’s subject in French and in English documents, not in unrelated ones', () => {
    expect(names('Quelles obligations s’appliquent au cadenassage de la presse ?', 'fr').sort()).toEqual([
      'procedure.pdf',
      'program.pdf',
    ]);
  });

  it('finds an English question’s subject in a French document', () => {
    expect(names('What does the lockout procedure require before servicing?', 'en')).toContain(
      'procedure.pdf',
    );
  });

  it('finds nothing for a subject the documents do not treat, even with words in common', () => {
    expect(names('Quelles sont les exigences pour le travail en espace clos ?', 'fr')).toEqual([]);
    expect(names('What are the fall protection rules for work on the roof?', 'en')).toEqual([]);
  });

  it('answers from the question’s own words when it names no hazard', () => {
    expect(names('Quand les vacances annuelles sont-elles planifiées ?', 'fr')).toEqual(['leave.pdf']);
  });

  it('quotes passages exactly as the page writes them', () => {
    const quotes = retrieve('cadenassage', 'fr', LIBRARY).passages.map((passage) => passage.text);
    for (const quote of quotes) expect(LIBRARY.map((passage) => passage.text)).toContain(quote);
  });
});

describe('cutting a page into passages', () => {
  it('keeps paragraphs, splits long ones at sentence ends and joins short ones', () => {
    const long = Array.from({ length: 30 }, (_, i) => `Phrase numéro ${i} du paragraphe.`).join(' ');
    const pieces = pagePassages(`Titre.\n\nCourt.\n\n${long}`);
    expect(pieces[0]).toBe('Titre. Court.');
    expect(pieces.slice(1).every((piece) => piece.length <= 700)).toBe(true);
    expect(pieces.slice(1).join(' ')).toBe(long);
  });
});
