import { describe, expect, it } from 'vitest';
import type { AssistantHistoryItem } from '#shared/schemas/assistant';
import { groupBySource } from '@/features/assistant/answer-sources';
import { answerText, answerTextFileName } from '@/features/assistant/answer-text';
import { translator } from './translate';

const LOCKOUT = { id: 'ref-1', kind: 'reference', name: 'cadenassage.pdf', riskId: null } as const;

const ITEM: AssistantHistoryItem = {
  id: 'q-42',
  type: 'direct_perplexity',
  status: 'done',
  question: 'Quelles obligations s’appliquent au cadenassage de la presse ?',
  language: 'fr',
  province: 'QC',
  fileNames: ['cadenassage.pdf', 'atelier.jpg'],
  timestamp: '2026-03-12T14:00:00.000Z',
  savedToStandard: false,
  answer: {
    found: true,
    summary: 'Le cadenassage est obligatoire avant toute intervention dans la zone dangereuse.',
    passages: [
      { quote: 'Chaque travailleur appose son propre cadenas.', source: { ...LOCKOUT, page: 3 }, score: 0.9 },
      {
        quote: 'Presse hydraulique sans dispositif de cadenassage.',
        source: { id: 'an-7', kind: 'analysis', name: 'Atelier', page: null, riskId: 'SST_002' },
        score: 0.7,
      },
      {
        quote: 'La méthode de contrôle des énergies est écrite.',
        source: { ...LOCKOUT, page: 2 },
        score: 0.6,
      },
    ],
    provisions: [
      {
        jurisdiction: 'QC',
        instrument: 'RSST',
        articles: 'ss. 188.1-188.13',
        subject: 'Cadenassage et autres méthodes de contrôle des énergies',
        status: 'confirmed',
      },
      {
        jurisdiction: 'QC',
        instrument: 'LSST',
        articles: null,
        subject: 'Obligations de l’employeur',
        status: 'unconfirmed',
      },
    ],
    engine: 'offline',
  },
  error: null,
};

describe('the text export of an answer', () => {
  it('has the header, date, province, language, question, then the answer with every quote and its source', () => {
    // Act
    const text = answerText(translator('fr'), ITEM, 'fr', '12 mars 2026, 10 h 00');

    // Assess
    const lines = text.split('\n');
    expect(lines[0]).toBe('RisqueVision : Assistant en sécurité du travail');
    expect(lines).toContain('Date de l’analyse : 12 mars 2026, 10 h 00');
    expect(lines).toContain('Province ou territoire : Québec');
    expect(lines).toContain('Langue : Français');
    expect(lines).toContain('Identifiant de l’analyse : q-42');
    expect(lines).toContain('Fichiers analysés : cadenassage.pdf, atelier.jpg');
    expect(lines).toContain(ITEM.question);
    expect(lines).toContain(ITEM.answer!.summary);
    // Quotes grouped by their document (both of cadenassage.pdf first), each saying where it is.
    const quotes = lines.filter((line) => line.startsWith('- '));
    expect(quotes).toEqual([
      '- « Chaque travailleur appose son propre cadenas. » (cadenassage.pdf, page 3)',
      '- « La méthode de contrôle des énergies est écrite. » (cadenassage.pdf, page 2)',
      '- « Presse hydraulique sans dispositif de cadenassage. » (Atelier, risque SST_002)',
    ]);
    // Provisions numbered, the articles in French style, each with its status.
    expect(lines).toContain(
      '1. RSST, art. 188.1-188.13 : Cadenassage et autres méthodes de contrôle des énergies (Confirmée dans le texte officiel)',
    );
    expect(lines).toContain(
      '2. LSST : Obligations de l’employeur (Numéro d’article à confirmer dans le texte officiel)',
    );
    expect(text).not.toContain('ne contiennent pas la réponse');
  });

  it('says plainly when the selected documents do not contain the answer', () => {
    const absent = { ...ITEM, answer: { ...ITEM.answer!, found: false, passages: [], provisions: [] } };
    const text = answerText(translator('fr'), absent, 'fr', '12 mars 2026');
    expect(text).toContain('Les documents sélectionnés ne contiennent pas la réponse à cette question.');
    expect(text).not.toContain('Passages cités');
  });

  it('says there is no result for a question without an answer', () => {
    const text = answerText(
      translator('fr'),
      { ...ITEM, status: 'failed', answer: null },
      'fr',
      '12 mars 2026',
    );
    expect(text).toContain('Aucun résultat disponible.');
  });

  it('follows the interface language’s typography (English labels and quotes)', () => {
    const text = answerText(translator('en'), ITEM, 'en', 'Mar 12, 2026');
    expect(text).toContain('Province or territory: Quebec');
    expect(text).toContain('- “Chaque travailleur appose son propre cadenas.” (cadenassage.pdf, page 3)');
    expect(text).toContain('- “Presse hydraulique sans dispositif de cadenassage.” (Atelier, risk SST_002)');
    expect(text).toContain('1. RSST, ss. 188.1-188.13: Cadenassage');
  });

  it('is saved under a name that says what it is, safe for any file system', () => {
    expect(answerTextFileName({ id: 'q-42' })).toBe('RisqueVision-assistant-q-42.txt');
    expect(answerTextFileName({ id: '../a b' })).toBe('RisqueVision-assistant-.._a_b.txt');
  });
});

describe('passages grouped by source', () => {
  it('keeps each document once, in the order of its best passage', () => {
    const groups = groupBySource(ITEM.answer!.passages);
    expect(groups.map((group) => [group.source.name, group.passages.length])).toEqual([
      ['cadenassage.pdf', 2],
      ['Atelier', 1],
    ]);
  });
});
