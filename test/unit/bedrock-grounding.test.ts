import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  type ConverseStreamCommandInput,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBedrockForTests } from '#adapters/model/bedrock';
import type { AnalysisFile, AnalysisInput, ResultCitation } from '#adapters/model/port';
import { SYSTEM_PROMPT } from '#adapters/model/prompt';
import { logger } from '#functions/observability';
import analyzerTexts from '#shared/i18n/analyzer';
import { fixedT, serverTexts } from '#shared/i18n/server';
import { HAZARDS, hazardById } from '#shared/knowledge/hazards';
import { CONTROL_LEVELS } from '#shared/knowledge/types';
import { analysisResultSchema } from '#shared/schemas/analysis';
import { recordedAnswer as fixture, streamed } from '../fixtures/bedrock/stream';
import { analyzed } from './support/bedrock';
import { testConfig } from './support/config';

const ANALYZER = serverTexts('analyzer', analyzerTexts);

/*
 * The rules the Bedrock analyzer enforces on the model's answer, whatever the prompt asked:
 * recorded-style answers that break them, and what is left of them in the result.
 */

const bedrockMock = mockClient(BedrockRuntimeClient);

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const HEIC = new Uint8Array([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');

/** The report as the extractor read it: curly apostrophes, a word cut at a line end. */
const REPORT_TEXT = [
  'Rapport d’inspection – Atelier Sainte-Foy, 4 juin 2025',
  '1. Le tour T-2 est muni d’un protecteur fixe installé sur la courroie; cadenassage vérifié.',
  '2. La mezzanine de stockage (hauteur 3,2 m) n’a pas de garde-corps du côté de l’aire de chargement; deux préposés y préparent les commandes à moins d’un mètre du bord.',
  '3. Les chariots élévateurs circulent dans l’allée principale sans sé-',
  'paration physique des piétons.',
].join('\n');

const report: AnalysisFile = {
  fileName: 'rapport-atelier.pdf',
  kind: 'document',
  mediaType: 'application/pdf',
  bytes: PDF,
  text: REPORT_TEXT,
};
const mezzaninePhoto: AnalysisFile = {
  fileName: 'mezzanine.jpg',
  kind: 'photo',
  mediaType: 'image/jpeg',
  bytes: JPEG,
  text: null,
  caption: 'Bord de la mezzanine côté quai, sans garde-corps',
};
const unreadablePhoto: AnalysisFile = {
  fileName: 'plan-evacuation.heic',
  kind: 'photo',
  mediaType: 'image/heic',
  bytes: HEIC,
  text: null,
};

const RSST = 'RSST, CQLR c S-2.1, r 13';
const FALLS_RSST: ResultCitation = {
  jurisdiction: 'QC',
  instrument: RSST,
  articles: 'ss. 33.1-33.3',
  subject: 'Protection contre les chutes de hauteur',
  status: 'confirmed',
};
const NOISE_RSST: ResultCitation = {
  jurisdiction: 'QC',
  instrument: RSST,
  articles: 'ss. 130-141',
  subject: 'Bruit',
  status: 'confirmed',
};

function workshop(overrides: Partial<AnalysisInput> = {}): AnalysisInput {
  return {
    language: 'fr',
    jurisdiction: 'QC',
    area: 'Atelier de fabrication – mezzanine de stockage et allée principale',
    sector: { mainSector: 'manufacturing', labels: ['Fabrication'] },
    files: [report, mezzaninePhoto, unreadablePhoto],
    allowedCitations: { falls: [FALLS_RSST], noise: [NOISE_RSST] },
    regulations: [],
    riskIdPrefix: 'SST',
    ...overrides,
  };
}

const sentText = (): string => {
  const input: ConverseStreamCommandInput = bedrockMock.commandCalls(ConverseStreamCommand)[0]!.args[0].input;
  return input.messages![0]!.content!.at(-1)!.text!;
};
const rank = (level: (typeof CONTROL_LEVELS)[number]) => CONTROL_LEVELS.indexOf(level);
const warnings = () => vi.mocked(logger.warn).mock.calls.map(([message]) => message);

beforeAll(() => testConfig());
beforeEach(() => {
  bedrockMock.reset();
  resetBedrockForTests();
  vi.spyOn(logger, 'info').mockImplementation(() => {});
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('Bedrock answer: evidence checked against the files', () => {
  it('keeps a quote found in the document despite its quotes, case and cut words, and removes one that is not there', async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('misquoted-answer')));

    const result = await analyzed(workshop());

    expect(analysisResultSchema.safeParse(result).success).toBe(true);
    const [fall, forklift] = result.risks;
    expect(fall!.evidence.filter((e) => e.source === 'text')).toEqual([
      {
        fileName: 'rapport-atelier.pdf',
        source: 'text',
        excerpt:
          "La mezzanine de stockage (hauteur 3,2 m) n'a pas de garde-corps du côté de l'aire de chargement",
        page: 1,
      },
    ]);
    expect(JSON.stringify(result)).not.toContain('garde-corps amovible a été retiré');
    expect(forklift!.evidence).toHaveLength(1);
    expect(forklift!.evidence[0]!.excerpt).toMatch(/^les chariots élévateurs circulent/);
    expect(warnings()).toContain('Model evidence not found in its source, removed');
    expect(logger.warn).toHaveBeenCalledWith('Model evidence not found in its source, removed', {
      risk: 0,
      family: 'falls',
      source: 'text',
      reason: 'quoteNotFound',
    });
    // The user is told that passages attributed to the report were removed.
    expect(result.documentAnalyses[0]!.warnings).toEqual([
      fixedT('fr', ANALYZER)('modelAnalysis.warnings.quotesRemoved'),
    ]);
  });

  it('removes a risk left without evidence, and keeps a typical risk on its sector evidence', async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('misquoted-answer')));

    const result = await analyzed(workshop());

    // The conveyor's only quote is not in the report, and the model "saw" it in a document it never showed as a photo.
    expect(result.risks.map((r) => [r.riskId, r.family, r.basis])).toEqual([
      ['SST_001', 'falls', 'observed'],
      ['SST_002', 'mobile_equipment', 'observed'],
      ['SST_003', 'ergonomics', 'typical'],
    ]);
    expect(logger.warn).toHaveBeenCalledWith('Risk without verifiable evidence, removed', {
      risk: 2,
      family: 'machinery',
      basis: 'observed',
    });
    expect(logger.warn).toHaveBeenCalledWith('Model evidence not found in its source, removed', {
      risk: 2,
      family: 'machinery',
      source: 'model',
      reason: 'photoNotSeen',
    });
    expect(result.risks[2]!.evidence).toEqual([
      {
        fileName: null,
        source: 'sector',
        excerpt: 'Fabrication métallique : préparation manuelle des commandes.',
        page: null,
      },
    ]);
    expect(result.risks[2]!.confidence).toBe('low');
    expect(result.documentAnalyses[0]!.risksIdentified).toEqual(['SST_001', 'SST_002']);
  });

  it("keeps the model's description of a photo it saw as its own observation, and the adviser's caption as a caption", async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('misquoted-answer')));

    const result = await analyzed(workshop());

    expect(result.risks[0]!.evidence.filter((e) => e.fileName === 'mezzanine.jpg')).toEqual([
      {
        fileName: 'mezzanine.jpg',
        source: 'model',
        excerpt:
          "Deux préposés travaillent près du bord de la mezzanine; aucune lisse ni plinthe n'est visible côté quai.",
        page: null,
      },
      {
        fileName: 'mezzanine.jpg',
        source: 'caption',
        excerpt: 'Bord de la mezzanine côté quai, sans garde-corps',
        page: null,
      },
    ]);
    expect(sentText()).toContain('"caption": "Bord de la mezzanine côté quai, sans garde-corps"');
  });

  it('keeps only the triggers the kept evidence contains, and the controlled hazards it shows', async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('misquoted-answer')));

    const result = await analyzed(workshop());

    // "garde-corps amovible" came from the removed quote.
    expect(result.risks[0]!.triggers).toEqual(["n'a pas de garde-corps", 'hauteur 3,2 m']);
    // The lathe's guard is in the report (its made-up hazard id becomes the family's first);
    // the locked panel is not, and goes.
    expect(result.controlled).toEqual([
      {
        hazardId: HAZARDS.find((h) => h.family === 'machinery')!.id,
        family: 'machinery',
        title: 'Tour T-2 : protecteur fixe sur la courroie',
        triggers: ['protecteur fixe installé'],
        evidence: [
          {
            fileName: 'rapport-atelier.pdf',
            source: 'text',
            excerpt: "Le tour T-2 est muni d'un protecteur fixe installé sur la courroie",
            page: 1,
          },
        ],
      },
    ]);
    expect(logger.warn).toHaveBeenCalledWith('Controlled hazard without verifiable evidence, removed', {
      controlled: 1,
      family: 'electrical',
    });
  });

  it('gives each file the language the model read in it, and none to a file it received nothing of', async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('misquoted-answer')));

    const result = await analyzed(workshop());

    expect(result.documentAnalyses.map((d) => [d.fileName, d.method, d.detectedLanguage])).toEqual([
      ['rapport-atelier.pdf', 'model', 'fr'],
      ['mezzanine.jpg', 'model', null],
      ['plan-evacuation.heic', 'unreadable', null],
    ]);
  });
});

describe('Bedrock answer: citations allowed per hazard family', () => {
  it('removes a noise article cited for a fall, keeps the fall article, and logs the removal', async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('fall-with-noise-article-answer')));

    const result = await analyzed(workshop({ files: [report] }));

    expect(result.risks[0]!.citations).toEqual([FALLS_RSST]);
    expect(logger.warn).toHaveBeenCalledWith('Citation not allowed for the risk family, removed', {
      risk: 0,
      family: 'falls',
      id: 'C2',
      instrument: RSST,
      articles: 'ss. 130-141',
    });
    expect(result.regulations.map((r) => r.articles)).toEqual(['ss. 33.1-33.3']);
  });

  it('sends the allowed citations grouped by family, each with the id a risk cites it by', async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('fall-with-noise-article-answer')));

    await analyzed(workshop({ files: [report] }));

    const allowed = /<allowed_citations>\n([\s\S]*?)\n<\/allowed_citations>/.exec(sentText())![1]!;
    expect(JSON.parse(allowed)).toEqual({
      falls: [
        {
          id: 'C1',
          instrument: RSST,
          articles: 'ss. 33.1-33.3',
          subject: FALLS_RSST.subject,
          status: 'confirmed',
        },
      ],
      noise: [{ id: 'C2', instrument: RSST, articles: 'ss. 130-141', subject: 'Bruit', status: 'confirmed' }],
    });
  });
});

describe('Bedrock answer: a control above administrative on every high or critical risk', () => {
  it("gives a high risk with only PPE and training its hazard's engineering-or-better controls, in the result language", async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('ppe-only-answer')));

    const result = await analyzed(workshop({ files: [] }));

    const scaffold = hazardById('scaffold-fall')!;
    const fall = result.risks.find((r) => r.family === 'falls')!;
    expect(fall.level).toBe('high');
    expect(fall.controls).toEqual([
      ...scaffold.controls
        .filter((c) => rank(c.level) <= rank('engineering'))
        .map((c) => ({ level: c.level, text: c.text.fr })),
      { level: 'administrative', text: 'Former les travailleurs au travail en hauteur.' },
      { level: 'ppe', text: 'Porter un harnais relié à une ligne de vie.' },
    ]);
    expect(fall.recommendations).toEqual(fall.controls.map((c) => c.text));
    expect(logger.info).toHaveBeenCalledWith(
      'High risk without a control above administrative: knowledge base controls added',
      expect.objectContaining({ family: 'falls', hazardId: 'scaffold-fall' }),
    );
  });

  it("uses the family's first hazard when the model named none or one of another family; a low risk is left alone", async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('ppe-only-answer')));

    const result = await analyzed(workshop({ language: 'es', files: [] }));

    const first = (family: string) => HAZARDS.find((h) => h.family === family)!;
    const strongOf = (family: string) =>
      first(family)
        .controls.filter((c) => rank(c.level) <= rank('engineering'))
        .map((c) => ({ level: c.level, text: c.text.es }));
    const byFamily = new Map(result.risks.map((r) => [r.family, r]));
    expect(byFamily.get('noise')!.level).toBe('critical');
    expect(byFamily.get('noise')!.controls.slice(0, -1)).toEqual(strongOf('noise'));
    expect(byFamily.get('slips_trips')).toMatchObject({ level: 'high', hazardId: null });
    expect(byFamily.get('slips_trips')!.controls.slice(0, -1)).toEqual(strongOf('slips_trips'));
    expect(byFamily.get('ergonomics')).toMatchObject({
      level: 'low',
      controls: [{ level: 'ppe', text: 'Porter des genouillères.' }],
    });
    for (const risk of result.risks.filter((r) => r.level === 'high' || r.level === 'critical'))
      expect(risk.controls.some((c) => rank(c.level) <= rank('engineering'))).toBe(true);
  });
});

describe('Bedrock answer: only the rules of the jurisdiction', () => {
  it('removes a control naming the Canada Labour Code in a provincially regulated workplace', async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('ppe-only-answer')));

    const result = await analyzed(workshop({ files: [] }));

    expect(JSON.stringify(result)).not.toContain('Code canadien du travail');
    expect(logger.warn).toHaveBeenCalledWith('Control naming the rules of another jurisdiction, removed', {
      risk: 1,
      family: 'noise',
      removed: 1,
    });
  });

  it('removes controls, recommendations and citations naming Canadian rules or systems outside Canada', async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('canadian-rules-abroad-answer')));

    const result = await analyzed(
      workshop({ jurisdiction: 'FR', files: [], allowedCitations: {}, riskIdPrefix: 'ISST' }),
    );

    expect(result.risks[0]!.controls.map((c) => c.level)).toEqual(['substitution', 'administrative']);
    expect(result.risks[0]!.controls[1]!.text).toContain('règlement CLP');
    expect(result.risks[0]!.citations).toEqual([]);
    expect(result.generalRecommendations).toEqual([
      "Mettre à jour le document unique d'évaluation des risques avec les produits chimiques.",
    ]);
    expect(JSON.stringify(result)).not.toMatch(/SIMDUT|WHMIS|\bCSA\b|LSST/);
  });
});

describe('Bedrock prompt: the rules of Quebec, federal and foreign workplaces', () => {
  it('states the CSTC/RSST split, the federal scope and the foreign rule', () => {
    expect(SYSTEM_PROMPT).toContain(
      'the CSTC (Code de sécurité pour les travaux de construction, CQLR c S-2.1, r 4) governs construction sites',
    );
    expect(SYSTEM_PROMPT).toContain(
      'the RSST (Regulation respecting occupational health and safety, CQLR c S-2.1, r 13) governs establishments',
    );
    expect(SYSTEM_PROMPT).toContain('When the type of site is unknown, say so');
    expect(SYSTEM_PROMPT).toContain(
      'The Canada Labour Code, Part II and the Canada Occupational Health and Safety Regulations (COHSR) apply only to federally regulated workplaces',
    );
    expect(SYSTEM_PROMPT).toContain(
      'Outside Canada, never cite or mention a Canadian instrument, regulator or system (WHMIS or SIMDUT, CSA standards',
    );
  });

  it.each([
    [{ mainSector: 'construction' }, 'construction site: the CSTC governs it'],
    [{ mainSector: 'manufacturing' }, 'establishment: the RSST governs it'],
    [{}, 'unknown: the form does not say whether it is a construction site or an establishment'],
  ])('tells the model what the form says of a Quebec site (%o)', async (sector, siteType) => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('fall-with-noise-article-answer')));

    await analyzed(workshop({ files: [report], sector: { ...sector, labels: [] } }));

    expect(sentText()).toContain(`"siteType": "${siteType}`);
    expect(sentText()).toContain(
      '"federalRules": "do not apply: provincially or territorially regulated workplace"',
    );
  });

  it('says in the summary, whatever the model wrote, that the CSTC or the RSST applies when the site type is unknown', async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('fall-with-noise-article-answer')));

    const unknown = await analyzed(workshop({ files: [report], sector: { labels: [] }, language: 'en' }));
    const known = await analyzed(workshop({ files: [report], language: 'en' }));

    expect(unknown.summary).toBe(
      `${known.summary} Site type not given: on a construction site, the Safety Code for the construction industry (CSTC) applies; in an establishment, the Regulation respecting occupational health and safety (RSST).`,
    );
  });

  it('keeps a control naming the Canada Labour Code for a federally regulated activity in a province', async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('ppe-only-answer')));

    const result = await analyzed(
      workshop({
        jurisdiction: 'ON',
        files: [],
        sector: { specificActivity: 'air_transportation', labels: [] },
      }),
    );

    expect(sentText()).toContain('"federalRules": "apply: federally regulated activity (aeronautics)"');
    expect(JSON.stringify(result)).toContain('Code canadien du travail');
  });

  it('gives no site type outside Quebec', async () => {
    bedrockMock.on(ConverseStreamCommand).resolves(streamed(fixture('canadian-rules-abroad-answer')));

    await analyzed(workshop({ jurisdiction: 'ON', files: [] }));

    expect(sentText()).not.toContain('siteType');
  });
});
