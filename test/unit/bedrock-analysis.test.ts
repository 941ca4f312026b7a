import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  type ConverseStreamCommandInput,
} from '@aws-sdk/client-bedrock-runtime';
import { GetObjectCommand, S3Client, type GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelAnswer } from '#adapters/model/answer-schema';
import { resetBedrockForTests } from '#adapters/model/bedrock';
import { numberedCitations } from '#adapters/model/citation-check';
import type { Analysis } from '#adapters/table/analyses';
import { bedrockInput, runBedrockAnalysis } from '#core/analysis/bedrock-analysis';
import type { ReadDocument } from '#core/analysis/offline-analyzer/analyze';
import { instrumentsOf } from '#core/analysis/regulations';
import { logger } from '#functions/observability';
import { instrumentName } from '#shared/knowledge/content';
import { citationsForFamily } from '#shared/knowledge/citation-selection';
import { INTERNATIONAL_JURISDICTIONS, RISK_FAMILIES, type Jurisdiction } from '#shared/knowledge/types';
import type { StartAnalysisRequest } from '#shared/schemas/analysis';
import { recordedAnswer as fixture, streamed } from '../fixtures/bedrock/stream';
import { testConfig } from './support/config';

/*
 * The Bedrock path from a stored analysis: the allowed citations it builds from the site
 * (citationsForFamily), and the regulations section it always fills from the jurisdiction.
 */

const bedrockMock = mockClient(BedrockRuntimeClient);
const s3Mock = mockClient(S3Client);

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
const REPORT_TEXT =
  'La mezzanine de stockage (hauteur 3,2 m) n’a pas de garde-corps du côté de l’aire de chargement.';

function analysis(request: Partial<StartAnalysisRequest>): Analysis {
  return {
    id: 'an_01',
    userId: 'user_01',
    status: 'analyzing',
    progress: 65,
    step: 'analyzing',
    error: null,
    request: {
      files: [{ key: 'uploads/user_01/an_01/rapport-atelier.pdf', name: 'rapport-atelier.pdf' }],
      area: 'Atelier – mezzanine de stockage',
      jurisdiction: 'QC',
      language: 'fr',
      mainSector: 'manufacturing',
      ...request,
    },
    resultKey: null,
    attempts: 1,
    createdAt: '2025-06-04T12:00:00.000Z',
    updatedAt: '2025-06-04T12:00:00.000Z',
  };
}

/** The result of a first answer that passes the checks. */
async function bedrockResult(...args: Parameters<typeof runBedrockAnalysis>) {
  const first = await runBedrockAnalysis(...args);
  if (!('result' in first)) throw new Error(`Answer rejected: ${first.rejected.problems}`);
  return first.result;
}

const documents: ReadDocument[] = [
  {
    fileName: 'rapport-atelier.pdf',
    kind: 'document',
    method: 'pdf-text',
    pages: [{ page: 1, text: REPORT_TEXT, source: 'text' }],
    warnings: [],
  },
];

const requestText = (): string => {
  const input: ConverseStreamCommandInput = bedrockMock.commandCalls(ConverseStreamCommand)[0]!.args[0].input;
  return input.messages![0]!.content!.at(-1)!.text!;
};
const allowedSent = () =>
  JSON.parse(/<allowed_citations>\n([\s\S]*?)\n<\/allowed_citations>/.exec(requestText())![1]!) as Record<
    string,
    { instrument: string; articles: string | null }[]
  >;

/**
 * The recorded answer of a fall that cites, by the ids of this site's list, the first fall provision
 * and the noise provision ss. 130-141 (allowed for noise, not for falls).
 */
async function fallWithNoiseArticle(item: Analysis) {
  const { allowedCitations } = await bedrockInput(item, documents, 'SST');
  const { idOf } = numberedCitations(allowedCitations);
  const noise = allowedCitations.noise!.find((c) => c.articles === 'ss. 130-141')!;
  const answer = fixture('fall-with-noise-article-answer');
  const input = answer.output!.message!.content![0]!.toolUse!.input as unknown as ModelAnswer;
  input.risks[0]!.citations = [idOf(allowedCitations.falls![0]!), idOf(noise)];
  return answer;
}

beforeAll(() => testConfig());
beforeEach(() => {
  bedrockMock.reset();
  s3Mock.reset();
  resetBedrockForTests();
  s3Mock.on(GetObjectCommand).resolves({
    Body: { transformToByteArray: () => Promise.resolve(PDF) },
  } as unknown as GetObjectCommandOutput);
  vi.spyOn(logger, 'info').mockImplementation(() => {});
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('Bedrock analysis: allowed citations per hazard family', () => {
  it("sends each family's citations for the site, from citationsForFamily", async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('fall-with-noise-article-answer')));
    const item = analysis({});

    await runBedrockAnalysis(item, documents, 'SST');

    const context = { jurisdiction: 'QC' as const, mainSector: 'manufacturing' };
    const expected = Object.fromEntries(
      RISK_FAMILIES.map((family) => [
        family,
        citationsForFamily(family, context).map((c) => ({
          instrument: instrumentName(c.instrument, 'fr'),
          articles: c.articles,
        })),
      ]).filter(([, list]) => list!.length),
    );
    const sent = allowedSent();
    expect(Object.keys(sent).sort()).toEqual(Object.keys(expected).sort());
    for (const [family, list] of Object.entries(sent))
      expect(list.map((c) => ({ instrument: c.instrument, articles: c.articles }))).toEqual(expected[family]);
  });

  it('keeps on a fall only what is allowed for falls: a noise article is removed', async () => {
    const item = analysis({});
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(await fallWithNoiseArticle(item)));

    const result = await bedrockResult(item, documents, 'SST');

    const { allowedCitations } = await bedrockInput(item, documents, 'SST');
    const fall = result.risks[0]!;
    expect(fall.family).toBe('falls');
    expect(fall.citations).toEqual([allowedCitations.falls![0]]);
    expect(logger.warn).toHaveBeenCalledWith(
      'Citation not allowed for the risk family, removed',
      expect.objectContaining({ family: 'falls', articles: 'ss. 130-141' }),
    );
  });
});

describe('Bedrock analysis: the regulations section', () => {
  it.each(INTERNATIONAL_JURISDICTIONS.map((j) => [j]))(
    'lists the instruments of %s even when the model cites nothing it may keep',
    async (jurisdiction: Jurisdiction) => {
      bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('canadian-rules-abroad-answer')));

      const result = await bedrockResult(
        analysis({ jurisdiction, language: 'fr', mainSector: 'manufacturing', files: [] }),
        [],
        'ISST',
      );

      expect(result.regulations.length).toBeGreaterThan(0);
      expect(result.regulations.slice(0, instrumentsOf(jurisdiction, 'fr').length)).toEqual(
        instrumentsOf(jurisdiction, 'fr'),
      );
      expect(JSON.stringify(result)).not.toMatch(/SIMDUT|WHMIS|\bCSA\b|LSST|CNESST/);
    },
  );

  it('lists the instruments in the result language, then the provisions the risks cite', async () => {
    const item = analysis({ language: 'de' });
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(await fallWithNoiseArticle(item)));

    const result = await bedrockResult(item, documents, 'SST');

    const instruments = instrumentsOf('QC', 'de');
    expect(result.regulations.slice(0, instruments.length)).toEqual(instruments);
    const cited = result.risks.flatMap((r) => r.citations);
    expect(cited).toHaveLength(1);
    for (const citation of cited)
      expect(result.regulations.some((r) => r.title === citation.instrument)).toBe(true);
  });
});
