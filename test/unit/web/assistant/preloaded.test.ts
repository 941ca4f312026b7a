import { describe, expect, it } from 'vitest';
import { preloadedQuestion, preloadedTitles } from '@/features/assistant/preloaded';
import { translator } from './translate';

describe("the dashboard's preloaded context on the assistant", () => {
  it('names the first three reports, then how many others', () => {
    const titles = ['Soudure', 'Quai 3', 'Bureau', 'Entrepôt', 'Cour'];
    expect(preloadedTitles({ titles })).toEqual({ shown: ['Soudure', 'Quai 3', 'Bureau'], others: 2 });
    expect(preloadedTitles({ titles: ['Soudure', 'Quai 3'] })).toEqual({
      shown: ['Soudure', 'Quai 3'],
      others: 0,
    });
  });

  it('pre-fills a question naming how many saved analyses and imported files it brings', () => {
    const french = preloadedQuestion(translator('fr'), { analyses: 2, files: 0 });
    expect(french).toBe(
      'En vous appuyant sur le contexte choisi dans le tableau de bord (analyses enregistrées : 2; fichiers importés : 0), quels sont les principaux risques et les obligations qui s’appliquent ?',
    );
    const english = preloadedQuestion(translator('en'), { analyses: 3, files: 1 });
    expect(english).toContain('saved analyses: 3');
    expect(english).toContain('imported files: 1');
  });

  it('asks it in every interface language, never with a raw key or an empty number', () => {
    for (const language of ['es', 'de', 'pt', 'zh', 'ja'] as const) {
      const question = preloadedQuestion(translator(language), { analyses: 4, files: 7 });
      expect(question, language).not.toContain('assistant.');
      expect(question, language).toMatch(/4[^0-9].*7/su);
    }
  });
});
