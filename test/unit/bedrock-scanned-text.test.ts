import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  type ContentBlock,
} from '@aws-sdk/client-bedrock-runtime';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBedrockForTests } from '#adapters/model/bedrock';
import { MAX_TEXT_CHARS } from '#adapters/model/content';
import type { Analysis } from '#adapters/table/analyses';
import { runBedrockAnalysis } from '#core/analysis/bedrock-analysis';
import type { ReadDocument } from '#core/analysis/offline-analyzer/analyze';
import { logger } from '#functions/observability';
import { recordedAnswer as fixture, streamed } from '../fixtures/bedrock/stream';
import { testConfig } from './support/config';

/*
 * Under Bedrock a PDF goes as a document block, of which the model reads the text layer only:
 * what OCR read on its scanned pages is sent beside it as text, named after the file. The bytes
 * read by the worker are reused, not downloaded again.
 */

const bedrockMock = mockClient(BedrockRuntimeClient);
const s3Mock = mockClient(S3Client);

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
const COVER = 'Registre des inspections de l’atelier de soudure, 2025.';
const SCANNED =
  'La mezzanine de stockage (hauteur 3,2 m) n’a pas de garde-corps du côté de l’aire de chargement.';

const item: Analysis = {
  id: 'an_01',
  userId: 'user_01',
  status: 'analyzing',
  progress: 65,
  step: 'analyzing',
  error: null,
  request: {
    files: [{ key: 'uploads/user_01/an_01/registre scanné.pdf', name: 'registre scanné.pdf' }],
    area: 'Atelier – mezzanine de stockage',
    jurisdiction: 'QC',
    language: 'fr',
    mainSector: 'manufacturing',
  },
  resultKey: null,
  attempts: 1,
  createdAt: '2025-06-04T12:00:00.000Z',
  updatedAt: '2025-06-04T12:00:00.000Z',
};

function pdfRead(pages: ReadDocument['pages']): ReadDocument[] {
  return [{ fileName: 'registre scanné.pdf', kind: 'document', method: 'pdf-text', pages, warnings: [] }];
}

const sentBlocks = (): ContentBlock[] =>
  bedrockMock.commandCalls(ConverseStreamCommand)[0]!.args[0].input.messages![0]!.content!;
const ocrBlocks = () => sentBlocks().filter((b) => b.text?.includes('text read by OCR'));

beforeAll(() => testConfig());
beforeEach(() => {
  bedrockMock.reset();
  s3Mock.reset();
  resetBedrockForTests();
  bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('good-answer')));
  s3Mock.on(GetObjectCommand).rejects(new Error('The worker read this file already'));
  vi.spyOn(logger, 'info').mockImplementation(() => {});
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('Bedrock analysis: the OCR text of scanned documents', () => {
  it('sends the text OCR read on scanned pages after the document block, labelled with the file name', async () => {
    // Prepare
    const documents = pdfRead([
      { page: 1, text: COVER, source: 'text' },
      { page: 2, text: SCANNED, source: 'ocr' },
    ]);

    // Act
    await runBedrockAnalysis(item, documents, 'SST', [], [PDF]);

    // Assess
    const blocks = sentBlocks();
    const documentAt = blocks.findIndex((b) => b.document);
    expect(blocks[documentAt]!.document!.name).toBe('registre scanne');
    expect(blocks[documentAt + 1]).toEqual({
      text: `File "registre scanné.pdf" (document), text read by OCR on its scanned pages (the attached document has no text layer there):\n<file_text>\n${SCANNED}\n</file_text>`,
    });
    // The text layer is in the document block already: it is not sent twice.
    expect(ocrBlocks()).toHaveLength(1);
    expect(blocks.some((b) => b.text?.includes(COVER))).toBe(false);
  });

  it('sends no OCR block for a document with a text layer on every page', async () => {
    await runBedrockAnalysis(item, pdfRead([{ page: 1, text: COVER, source: 'text' }]), 'SST', [], [PDF]);

    expect(sentBlocks().filter((b) => b.document)).toHaveLength(1);
    expect(ocrBlocks()).toEqual([]);
  });

  it('cuts a long OCR text and says so', async () => {
    const long = 'Garde-corps absent. '.repeat(2_000);

    await runBedrockAnalysis(item, pdfRead([{ page: 1, text: long, source: 'ocr' }]), 'SST', [], [PDF]);

    const [block] = ocrBlocks();
    expect(block!.text).toContain(long.trim().slice(0, MAX_TEXT_CHARS));
    expect(block!.text).toContain(`[… text cut after ${MAX_TEXT_CHARS} characters]`);
  });

  it('reads the file from storage only when the worker did not keep its bytes', async () => {
    s3Mock.on(GetObjectCommand).resolves({
      Body: { transformToByteArray: () => Promise.resolve(PDF) },
    } as never);
    const documents = pdfRead([{ page: 1, text: SCANNED, source: 'ocr' }]);

    await runBedrockAnalysis(item, documents, 'SST', [], [PDF]);
    expect(s3Mock.commandCalls(GetObjectCommand)).toHaveLength(0);

    bedrockMock.resetHistory();
    await runBedrockAnalysis(item, documents, 'SST', [], [null]);
    expect(s3Mock.commandCalls(GetObjectCommand)).toHaveLength(1);
    expect(ocrBlocks()).toHaveLength(1);
  });
});
