import { describe, expect, it } from 'vitest';
import type { AssistantAnswer } from '#shared/schemas/assistant';
import { enhancedFromAnswer } from '@/features/assistant/enhanced-analysis';
import { hasStructuredData } from '@/features/analysis/results/enhanced/enhanced-analysis';

const source = (id: string, riskId: string | null) =>
  ({ id, kind: riskId ? 'analysis' : 'file', name: id, page: null, riskId }) as const;

const ANSWER: AssistantAnswer = {
  found: true,
  summary: 'Trois risques de l’atelier touchent le cadenassage.',
  passages: [
    { quote: 'a', source: source('an-1', 'SST_001'), score: 1 },
    { quote: 'b', source: source('an-1', 'SST_001'), score: 0.9 },
    { quote: 'c', source: source('an-1', 'SST_002'), score: 0.8 },
    { quote: 'd', source: source('an-2', 'SST_001'), score: 0.7 },
    { quote: 'e', source: source('note.pdf', null), score: 0.6 },
  ],
  provisions: [
    {
      jurisdiction: 'ON',
      instrument: 'O. Reg. 851',
      articles: 's. 75',
      subject: 'Lockout',
      status: 'confirmed',
    },
  ],
  engine: 'offline',
};

describe('an answer in the enhanced analysis display', () => {
  it('counts each risk of a quoted analysis once and numbers the provisions as recommendations', () => {
    const analysis = enhancedFromAnswer(ANSWER, 'Ontario', 'en', (status) => `[${status}]`);
    expect(analysis).toEqual({
      area: 'Ontario',
      riskCount: 3,
      recommendations: [{ action: 'Lockout', details: '[confirmed]', reference: 'O. Reg. 851, s. 75' }],
      text: ANSWER.summary,
    });
    expect(hasStructuredData(analysis)).toBe(true);
  });

  it('falls back to the text alone when there is nothing structured to show', () => {
    const bare = enhancedFromAnswer({ ...ANSWER, passages: [], provisions: [] }, 'Québec', 'fr', String);
    expect(hasStructuredData(bare)).toBe(false);
    expect(bare.text).toBe(ANSWER.summary);
  });
});
