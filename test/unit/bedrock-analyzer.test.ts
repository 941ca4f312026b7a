import { MAX_OUTPUT_TOKENS, repairOutputTokens } from '#adapters/model/answer-budget';
import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  ModelTimeoutException,
  ServiceQuotaExceededException,
  ThrottlingException,
  type ContentBlock,
  type ConverseStreamCommandInput,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BedrockAnalyzer,
  DEFAULT_BEDROCK_MODEL_ID,
  bedrock,
  bedrockConfig,
  resetBedrockForTests,
} from '#adapters/model/bedrock';
import type { AnalysisFile, AnalysisInput, ResultCitation } from '#adapters/model/port';
import { KNOWLEDGE_BASE_HAZARDS, SYSTEM_PROMPT } from '#adapters/model/prompt';
import { AppError } from '#core/errors';
import { METRIC, metrics } from '#functions/observability';
import { analysisResultSchema } from '#shared/schemas/analysis';
import { recordedAnswer as fixture, streamed } from '../fixtures/bedrock/stream';
import { analyzed } from './support/bedrock';
import { testConfig } from './support/config';

const bedrockMock = mockClient(BedrockRuntimeClient);

const bytes = (head: number[], text = 'body') => new Uint8Array([...head, ...new TextEncoder().encode(text)]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GIF = bytes([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
const WEBP = bytes([0x52, 0x49, 0x46, 0x46, 0x24, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50]);
const BMP = bytes([0x42, 0x4d, 0x36, 0x00]);
const HEIC = bytes([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
const DOCX = bytes([0x50, 0x4b, 0x03, 0x04]);

const NOTE_TEXT =
  "Note d'inspection – Entrepôt Laval, quai de réception, 12 mars 2025\n1. Le convoyeur à courroie C-3 fonctionne sans protecteur au tambour de queue; un préposé dégage les bourrages à la main pendant la marche.\n2. Les chariots élévateurs traversent l'allée piétonne entre le quai 2 et la zone de préparation, sans marquage ni miroir à l'intersection.";

const RSST = 'RSST, CQLR c S-2.1, r 13';
const GUARDING: ResultCitation = {
  jurisdiction: 'QC',
  instrument: RSST,
  articles: 'ss. 172 ff., 175, 182-183 (numbering before O.C. 1112-2023); s. 181 (after O.C. 1112-2023)',
  subject: 'Machines : protection de la zone de danger',
  status: 'confirmed',
};
const LOCKOUT: ResultCitation = {
  jurisdiction: 'QC',
  instrument: RSST,
  articles: 'ss. 188.1-188.13 (before O.C. 1112-2023); ss. 198-199 (after O.C. 1112-2023)',
  subject: 'Cadenassage et autres méthodes de contrôle des énergies',
  status: 'confirmed',
};
const TRAINING: ResultCitation = {
  jurisdiction: 'QC',
  instrument: RSST,
  articles: 's. 256.3',
  subject: 'Formation des caristes',
  status: 'confirmed',
};
const MOBILE: ResultCitation = {
  jurisdiction: 'QC',
  instrument: RSST,
  articles: 'ss. 272, 275, 280',
  subject: 'Chariots élévateurs et équipements mobiles motorisés',
  status: 'confirmed',
};

/** The jurisdiction's instruments the caller lists first in every result. */
const LSST_ACT = {
  title: 'Loi sur la santé et la sécurité du travail',
  description: 'RLRQ c S-2.1',
  articles: null,
  coverage: 'Québec',
  authority: "CNESST (Commission des normes, de l'équité, de la santé et de la sécurité du travail)",
  status: 'confirmed' as const,
};

const photoFile = (
  fileName: string,
  data: Uint8Array,
  mediaType: string,
  text: string | null = null,
): AnalysisFile => ({
  fileName,
  kind: 'photo',
  mediaType,
  bytes: data,
  text,
});
const documentFile = (
  fileName: string,
  data: Uint8Array,
  mediaType: string,
  text: string | null,
): AnalysisFile => ({
  fileName,
  kind: 'document',
  mediaType,
  bytes: data,
  text,
});

function inspection(overrides: Partial<AnalysisInput> = {}): AnalysisInput {
  return {
    language: 'fr',
    jurisdiction: 'QC',
    area: 'Entrepôt – quai de réception et allée de préparation',
    sector: {
      mainSector: 'transportation_warehousing',
      subSector: 'warehousing',
      labels: ['Transport et entreposage', 'Entreposage et distribution'],
    },
    customInstructions: 'Priorité aux équipements mobiles.',
    files: [
      documentFile('note-inspection-quai.pdf', PDF, 'application/pdf', NOTE_TEXT),
      photoFile('quai-2.jpg', JPEG, 'image/jpeg'),
    ],
    allowedCitations: {
      machinery: [GUARDING, LOCKOUT],
      hazardous_energy: [LOCKOUT],
      mobile_equipment: [TRAINING, MOBILE],
    },
    regulations: [LSST_ACT],
    riskIdPrefix: 'SST',
    ...overrides,
  };
}

const sent = (): ConverseStreamCommandInput[] =>
  bedrockMock.commandCalls(ConverseStreamCommand).map((c) => c.args[0].input);
const userContent = (input: ConverseStreamCommandInput): ContentBlock[] => input.messages![0]!.content!;

beforeAll(() => testConfig());
beforeEach(() => {
  bedrockMock.reset();
  delete process.env.BEDROCK_MODEL_ID;
  resetBedrockForTests();
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('Bedrock analyzer: the Converse request', () => {
  it('counts the input and output tokens of each call as metrics', async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('good-answer')));
    metrics.clearMetrics();
    await analyzed(inspection());
    const emf = metrics.serializeMetrics() as unknown as Record<string, unknown>;
    metrics.clearMetrics();
    expect(emf).toMatchObject({ [METRIC.bedrockInputTokens]: 6312, [METRIC.bedrockOutputTokens]: 1712 });
  });

  it('sends the system prompt, the files as blocks, the form and allowed citations, and forces the tool', async () => {
    // Prepare
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('good-answer')));
    const input = inspection();

    // Act
    await analyzed(input);

    // Assess
    expect(sent()).toHaveLength(1);
    const request = sent()[0]!;
    expect(request).toEqual({
      modelId: DEFAULT_BEDROCK_MODEL_ID,
      // The static prefix (tools, system prompt, knowledge base) ends at a cache point.
      system: [
        { text: SYSTEM_PROMPT },
        { text: KNOWLEDGE_BASE_HAZARDS },
        { cachePoint: { type: 'default' } },
      ],
      messages: [
        {
          role: 'user',
          content: [
            { text: 'Document 1: "note-inspection-quai.pdf" (attached as "note-inspection-quai")' },
            { document: { format: 'pdf', name: 'note-inspection-quai', source: { bytes: PDF } } },
            { text: 'Photo 1: "quai-2.jpg"' },
            { image: { format: 'jpeg', source: { bytes: JPEG } } },
            { text: expect.any(String) },
          ],
        },
      ],
      toolConfig: {
        tools: [
          {
            toolSpec: {
              name: 'record_risk_analysis',
              description: expect.any(String),
              inputSchema: { json: expect.any(Object) },
            },
          },
        ],
        toolChoice: { tool: { name: 'record_risk_analysis' } },
      },
      inferenceConfig: { maxTokens: MAX_OUTPUT_TOKENS, temperature: 0 },
    });
    const form = userContent(request)[4]!.text!;
    expect(form).toContain('"workArea": "Entrepôt – quai de réception et allée de préparation"');
    expect(form).toContain('"jurisdiction": "Quebec (QC)"');
    expect(form).toContain('"Entreposage et distribution"');
    expect(form).toContain(
      '<client_instructions>\nPriorité aux équipements mobiles.\n</client_instructions>',
    );
    // Each distinct entry once numbered, and cited by that id (lockout: C2 in both families).
    const listed = (c: ResultCitation, id: string) => ({
      id,
      instrument: c.instrument,
      articles: c.articles,
      subject: c.subject,
      status: c.status,
    });
    expect(form).toContain(
      `<allowed_citations>\n${JSON.stringify(
        {
          machinery: [listed(GUARDING, 'C1'), listed(LOCKOUT, 'C2')],
          hazardous_energy: [listed(LOCKOUT, 'C2')],
          mobile_equipment: [listed(TRAINING, 'C3'), listed(MOBILE, 'C4')],
        },
        null,
        2,
      )}\n</allowed_citations>`,
    );
    expect(form).not.toContain('<knowledge_base_hazards>');
    expect(KNOWLEDGE_BASE_HAZARDS).toContain('forklift-pedestrian (mobile_equipment): ');
    expect(form).toContain('Write every text in French (fr).');
    expect(SYSTEM_PROMPT).toContain('Cite ONLY from the allowed citations list');
    expect(SYSTEM_PROMPT).toContain('LSST s. 2');
  });

  it('offers a tool schema with the model-facing fields only (no derived ones)', async () => {
    // Prepare
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('good-answer')));

    // Act
    await analyzed(inspection());

    // Assess
    const schema = sent()[0]!.toolConfig!.tools![0]!.toolSpec!.inputSchema!.json as {
      $schema?: string;
      required: string[];
      properties: { risks: { items: { properties: Record<string, unknown>; required: string[] } } };
    };
    expect(schema.$schema).toBeUndefined();
    expect(schema.required).toEqual([
      'summary',
      'risks',
      'controlled',
      'generalRecommendations',
      'documentAnalyses',
    ]);
    const risk = schema.properties.risks.items;
    expect(Object.keys(risk.properties).sort()).toEqual(
      [
        'basis',
        'citations',
        'confidence',
        'controls',
        'controlsInPlace',
        'description',
        'evidence',
        'family',
        'hazardId',
        'likelihood',
        'residualLevel',
        'severity',
        'title',
        'triggers',
      ].sort(),
    );
    expect(risk.properties.likelihood).toMatchObject({ type: 'integer', minimum: 1, maximum: 5 });
  });

  it('builds image and document blocks by real format, with sanitised unique names; others go as text', async () => {
    // Prepare
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('good-answer')));
    const input = inspection({
      language: 'en',
      files: [
        photoFile('chantier façade.jpg', JPEG, 'image/jpeg'),
        photoFile('echafaudage.png', PNG, 'image/png'),
        photoFile('toiture.webp', WEBP, 'image/webp'),
        photoFile('levage.gif', GIF, 'image/gif'),
        photoFile('scan-ancien.bmp', BMP, 'image/bmp', 'DANGER HAUTE TENSION'),
        photoFile('IMG_2041.heic', HEIC, 'image/heic'),
        documentFile("Rapport d'inspection n°3 (v2).pdf", PDF, 'application/pdf', null),
        documentFile(
          'procédure_cadenassage.docx',
          DOCX,
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'Procédure',
        ),
        documentFile(
          'registre.txt',
          new TextEncoder().encode('Registre des accidents'),
          'text/plain',
          'Registre',
        ),
        documentFile(
          'plan-urgence.rtf',
          bytes([0x7b, 0x5c, 0x72, 0x74, 0x66]),
          'application/rtf',
          'Plan des mesures',
        ),
        documentFile('Rapport d’inspection n°3 (v2).pdf', PDF, 'application/pdf', null),
      ],
    });

    // Act
    const result = await analyzed(input);

    // Assess
    expect(userContent(sent()[0]!).slice(0, -1)).toEqual([
      { text: 'Photo 1: "chantier façade.jpg"' },
      { image: { format: 'jpeg', source: { bytes: JPEG } } },
      { text: 'Photo 2: "echafaudage.png"' },
      { image: { format: 'png', source: { bytes: PNG } } },
      { text: 'Photo 3: "toiture.webp"' },
      { image: { format: 'webp', source: { bytes: WEBP } } },
      { text: 'Photo 4: "levage.gif"' },
      { image: { format: 'gif', source: { bytes: GIF } } },
      {
        text: 'File "scan-ancien.bmp" (photo), text read in the photo by OCR:\n<file_text>\nDANGER HAUTE TENSION\n</file_text>',
      },
      {
        text: 'Document 1: "Rapport d\'inspection n°3 (v2).pdf" (attached as "Rapport d inspection n 3 (v2)")',
      },
      { document: { format: 'pdf', name: 'Rapport d inspection n 3 (v2)', source: { bytes: PDF } } },
      { text: 'Document 2: "procédure_cadenassage.docx" (attached as "procedure cadenassage")' },
      { document: { format: 'docx', name: 'procedure cadenassage', source: { bytes: DOCX } } },
      { text: 'Document 3: "registre.txt" (attached as "registre")' },
      {
        document: {
          format: 'txt',
          name: 'registre',
          source: { bytes: new TextEncoder().encode('Registre des accidents') },
        },
      },
      {
        text: 'File "plan-urgence.rtf" (document), text extracted from the document:\n<file_text>\nPlan des mesures\n</file_text>',
      },
      {
        text: 'Document 4: "Rapport d’inspection n°3 (v2).pdf" (attached as "Rapport d inspection n 3 (v2) (2)")',
      },
      { document: { format: 'pdf', name: 'Rapport d inspection n 3 (v2) (2)', source: { bytes: PDF } } },
    ]);
    const imageBlock = userContent(sent()[0]!)[1]!;
    expect(imageBlock.image!.source!.bytes).toBe(JPEG);
    const byName = new Map(result.documentAnalyses.map((d) => [d.fileName, d]));
    expect(byName.get('scan-ancien.bmp')).toMatchObject({
      method: 'ocr',
      warnings: [
        'The AI model cannot view this image format (only JPEG, PNG, GIF and WebP): convert it to JPEG or PNG to have it examined.',
        'Only the text read from this file was used.',
      ],
    });
    expect(byName.get('IMG_2041.heic')).toMatchObject({
      method: 'unreadable',
      warnings: [
        'The AI model cannot view this image format (only JPEG, PNG, GIF and WebP): convert it to JPEG or PNG to have it examined.',
        'No text could be read from it: this file was not analysed.',
      ],
    });
    expect(byName.get('plan-urgence.rtf')).toMatchObject({ method: 'rtf', warnings: [] });
    expect(byName.get('registre.txt')).toMatchObject({ method: 'model', warnings: [] });
  });

  it('sends at most 20 images: extra photos go as their OCR text, or are reported as not analysed', async () => {
    // Prepare
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('good-answer')));
    const photos = Array.from({ length: 22 }, (_, i) => {
      const name = `photo-${String(i + 1).padStart(2, '0')}.jpg`;
      return photoFile(name, JPEG, 'image/jpeg', i === 20 ? 'CHARIOT 12 – VITESSE MAX 8 KM/H' : null);
    });

    // Act
    const result = await analyzed(inspection({ language: 'en', files: photos }));

    // Assess
    const content = userContent(sent()[0]!);
    expect(content.filter((b) => b.image)).toHaveLength(20);
    expect(content).toContainEqual({ text: 'Photo 20: "photo-20.jpg"' });
    expect(content).not.toContainEqual({ text: 'Photo 21: "photo-21.jpg"' });
    expect(content.at(-2)).toEqual({
      text: 'File "photo-21.jpg" (photo), text read in the photo by OCR:\n<file_text>\nCHARIOT 12 – VITESSE MAX 8 KM/H\n</file_text>',
    });
    expect(result.documentAnalyses[20]).toMatchObject({
      method: 'ocr',
      warnings: [
        'The AI model views at most 20 photos per analysis: this one was not viewed.',
        'Only the text read from this file was used.',
      ],
    });
    expect(result.documentAnalyses[21]).toMatchObject({ method: 'unreadable' });
  });

  it('sends at most 5 documents as document blocks, the next ones as extracted text', async () => {
    // Prepare
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('good-answer')));
    const files = Array.from({ length: 6 }, (_, i) =>
      documentFile(`rapport-${i + 1}.pdf`, PDF, 'application/pdf', `Texte du rapport ${i + 1}`),
    );

    // Act
    await analyzed(inspection({ files }));

    // Assess
    const content = userContent(sent()[0]!);
    expect(content.filter((b) => b.document).map((b) => b.document!.name)).toEqual([
      'rapport-1',
      'rapport-2',
      'rapport-3',
      'rapport-4',
      'rapport-5',
    ]);
    expect(content.at(-2)).toEqual({
      text: 'File "rapport-6.pdf" (document), text extracted from the document:\n<file_text>\nTexte du rapport 6\n</file_text>',
    });
  });

  it('uses BEDROCK_MODEL_ID when set, and a client with standard retries (4 attempts) in the configured Region', async () => {
    // Prepare
    process.env.BEDROCK_MODEL_ID = 'global.anthropic.claude-sonnet-4-5-20250929-v1:0';
    resetBedrockForTests();
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('good-answer')));

    // Act
    await analyzed(inspection());

    // Assess
    expect(sent()[0]!.modelId).toBe('global.anthropic.claude-sonnet-4-5-20250929-v1:0');
    expect(await bedrock().config.region()).toBe('ca-central-1');
    expect(await bedrock().config.maxAttempts()).toBe(4);
    expect(await bedrock().config.retryStrategy()).toMatchObject({ mode: 'standard' });
    process.env.BEDROCK_MODEL_ID = 'not a model id';
    resetBedrockForTests();
    expect(() => bedrockConfig()).toThrow(/Invalid configuration: BEDROCK_MODEL_ID/);
  });
});

describe('Bedrock analyzer: the result', () => {
  it('derives ids, scores, levels, labels and recommendations, and keeps the allowed citations', async () => {
    // Prepare
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('good-answer')));

    // Act
    const result = await analyzed(inspection());

    // Assess
    expect(analysisResultSchema.safeParse(result).success).toBe(true);
    expect(result).toMatchObject({ analyzer: 'bedrock', language: 'fr', jurisdiction: 'QC' });
    expect(result.method).toContain('grand modèle de langage (Amazon Bedrock)');
    expect(result.method).toContain('vérifiés sur place par une personne qualifiée');
    expect(
      result.risks.map((r) => [r.riskId, r.riskScore, r.level, r.severityLabel, r.residualLevel, r.hazardId]),
    ).toEqual([
      ['SST_001', 20, 'critical', 'Critique', 'medium', 'forklift-pedestrian'],
      ['SST_002', 15, 'high', 'Élevé', 'low', 'unguarded-conveyor'],
      ['SST_003', 6, 'medium', 'Modéré', 'medium', 'manual-handling'],
    ]);
    const [forklift, conveyor, handling] = result.risks;
    expect(forklift!.controls.map((c) => c.level)).toEqual([
      'elimination',
      'engineering',
      'administrative',
      'ppe',
    ]);
    expect(forklift!.recommendations).toEqual(forklift!.controls.map((c) => c.text));
    expect(forklift!.recommendations[0]).toMatch(/^Réaménager la circulation/);
    expect(conveyor!.controls.map((c) => c.level)).toEqual(['elimination', 'engineering', 'administrative']);
    expect(forklift!.citations).toEqual([MOBILE, TRAINING]);
    expect(conveyor!.citations).toEqual([GUARDING, LOCKOUT]);
    expect(handling).toMatchObject({ basis: 'typical', citations: [] });
    // A typical risk is never more than a low-confidence one, whatever the model said.
    expect(result.risks.map((r) => r.confidence)).toEqual(['high', 'high', 'low']);
    expect(forklift!.triggers).toEqual([
      "chariots élévateurs traversent l'allée piétonne",
      'sans marquage ni miroir',
    ]);
    expect(result.controlled).toEqual([]);
    expect(handling!.evidence).toEqual([
      {
        fileName: null,
        source: 'sector',
        excerpt: 'Entreposage et distribution : déchargement manuel de remorques au quai de réception.',
        page: null,
      },
    ]);
    expect(result.documentAnalyses).toEqual([
      {
        fileName: 'note-inspection-quai.pdf',
        kind: 'document',
        method: 'model',
        pages: null,
        characters: NOTE_TEXT.length,
        summary:
          "Note d'inspection du quai de réception : convoyeur C-3 sans protecteur et croisement chariots–piétons sans aménagement.",
        risksIdentified: ['SST_001', 'SST_002'],
        warnings: [],
        detectedLanguage: 'fr',
      },
      {
        fileName: 'quai-2.jpg',
        kind: 'photo',
        method: 'model',
        pages: null,
        characters: 0,
        summary: "Vue de l'allée piétonne du quai 2 pendant le passage d'un chariot élévateur chargé.",
        risksIdentified: ['SST_001'],
        warnings: ["Le fond de la photo est flou : l'état des rayonnages ne peut pas être évalué."],
        detectedLanguage: null,
      },
    ]);
    expect(result.regulations).toEqual([
      LSST_ACT,
      {
        title: RSST,
        description: [MOBILE, TRAINING, GUARDING, LOCKOUT].map((c) => c.subject).join('; '),
        articles: [MOBILE, TRAINING, GUARDING, LOCKOUT].map((c) => c.articles).join('; '),
        coverage: 'Québec',
        authority: "CNESST (Commission des normes, de l'équité, de la santé et de la sécurité du travail)",
        status: 'confirmed',
      },
    ]);
  });

  it("removes every citation not allowed for the risk's family (an unknown id, another family's), and keeps the reference entries", async () => {
    // Prepare
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('invented-citation-answer')));

    // Act
    const result = await analyzed(inspection({ language: 'en', riskIdPrefix: 'ISST' }));

    // Assess
    expect(result.risks).toHaveLength(1);
    expect(result.risks[0]).toMatchObject({ riskId: 'ISST_001', severityLabel: 'High' });
    // C9 is in no list and C3 (forklift training) is another family's: gone. The kept ones are the
    // reference entries, as written there.
    expect(result.risks[0]!.citations).toEqual([GUARDING, LOCKOUT]);
    expect(JSON.stringify(result)).not.toContain(TRAINING.subject);
  });
});

describe('Bedrock analyzer: invalid answers and failures', () => {
  it('hands an invalid answer back without repairing it inline; the repair sends the errors with the previous turn', async () => {
    // Prepare
    const malformed = fixture('malformed-answer');
    bedrockMock
      .on(ConverseStreamCommand)
      .resolvesOnce(streamed(malformed))
      .resolvesOnce(streamed(fixture('partial-repair-answer')));
    const analyzer = new BedrockAnalyzer();

    // Act
    const answer = await analyzer.analyze(inspection());
    const callsBeforeRepair = sent().length;
    // The rejected answer is kept as JSON between the two invocations.
    const kept = JSON.parse(JSON.stringify(answer)) as typeof answer;
    if (!('rejected' in kept)) throw new Error('the malformed answer was accepted');
    const result = await analyzer.repair(inspection(), kept.rejected);

    // Assess
    expect(callsBeforeRepair).toBe(1);
    expect(kept.rejected.content).toEqual(malformed.output!.message!.content);
    expect(kept.rejected.parts).toEqual([
      ['risks', 0, 'likelihood'],
      ['risks', 1, 'evidence'],
      ['risks', 1, 'basis'],
    ]);
    expect(sent()).toHaveLength(2);
    const [first, repair] = sent();
    expect(first!.messages).toHaveLength(1);
    // Only the rejected parts are asked for, through their own tool, under a cap made for them.
    expect(repair).toEqual({
      ...first,
      messages: expect.any(Array),
      toolConfig: {
        tools: [
          first!.toolConfig!.tools![0],
          { toolSpec: expect.objectContaining({ name: 'record_corrections' }) },
        ],
        toolChoice: { tool: { name: 'record_corrections' } },
      },
      inferenceConfig: { maxTokens: repairOutputTokens(kept.rejected.parts!), temperature: 0 },
    });
    expect(repair!.messages).toEqual([
      first!.messages![0],
      { role: 'assistant', content: malformed.output!.message!.content },
      {
        role: 'user',
        content: [
          {
            toolResult: {
              toolUseId: 'tooluse_Qd81rLw3S9e0pHcT5vNn2g',
              status: 'error',
              content: [
                {
                  text: [
                    'The input does not match the record_risk_analysis schema:',
                    '- risks[0].likelihood: Too big: expected number to be <=5',
                    '- risks[1].evidence: Invalid input: expected array, received undefined',
                    '- risks[1].basis: Invalid option: expected one of "observed"|"typical"',
                  ].join('\n'),
                },
              ],
            },
          },
          {
            text: 'Call record_corrections with the corrected risks[0].likelihood, risks[1].evidence, risks[1].basis: each complete, in the record_risk_analysis schema. The rest of your analysis is kept as it is.',
          },
        ],
      },
    ]);
    expect(analysisResultSchema.safeParse(result).success).toBe(true);
    expect(result.risks.map((r) => [r.riskId, r.likelihood, r.riskScore])).toEqual([
      ['SST_001', 4, 20],
      ['SST_002', 3, 15],
    ]);
  });

  it('fails with a 502 when the corrected answer is still invalid', async () => {
    // Prepare
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('malformed-answer')));
    const analyzer = new BedrockAnalyzer();

    // Act
    const first = await analyzer.analyze(inspection());
    if (!('rejected' in first)) throw new Error('the malformed answer was accepted');
    const analysis = analyzer.repair(inspection(), first.rejected);

    // Assess
    await expect(analysis).rejects.toBeInstanceOf(AppError);
    await expect(analysis).rejects.toMatchObject({
      status: 502,
      code: 'modelInvalidAnswer',
    });
    expect(sent()).toHaveLength(2);
  });

  it.each([
    ['ThrottlingException', ThrottlingException],
    ['ServiceQuotaExceededException', ServiceQuotaExceededException],
  ])('maps %s left after the retries to the 429 quota error', async (_name, Exception) => {
    // Prepare
    bedrockMock.on(ConverseStreamCommand).rejects(
      new Exception({
        message: 'Too many requests, please wait before trying again.',
        $metadata: { httpStatusCode: 429, attempts: 4, totalRetryDelay: 2840 },
      }),
    );

    // Act
    const analysis = analyzed(inspection());

    // Assess
    await expect(analysis).rejects.toBeInstanceOf(AppError);
    await expect(analysis).rejects.toMatchObject({
      status: 429,
      code: 'quotaExceeded',
      extra: { quotaExceeded: true },
    });
    expect(sent()).toHaveLength(1);
  });

  it('maps a model timeout to a 504', async () => {
    // Prepare
    bedrockMock
      .on(ConverseStreamCommand)
      .rejects(
        new ModelTimeoutException({ message: 'Model has timed out.', $metadata: { httpStatusCode: 408 } }),
      );

    // Act
    const analysis = analyzed(inspection());

    // Assess
    await expect(analysis).rejects.toMatchObject({ status: 504, code: 'internalError' });
  });
});
