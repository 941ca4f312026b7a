import * as z from 'zod';
import { schema } from './schema';
import {
  ACCEPTED_FILES,
  LIBRARY_MEDIA_FILES,
  MAX_FILES_PER_ANALYSIS,
  MAX_UPLOAD_BYTES,
  extensionOf,
} from '../analysis-files';

/** A document of the assistant's library, at most (it is read whole when confirmed). */
export const LIBRARY_MAX_BYTES = 50 * 1024 * 1024;
import { CANADIAN_JURISDICTIONS, CONTROL_LEVELS, JURISDICTIONS, RISK_FAMILIES } from '../knowledge/types';
import { LANGUAGE_CODES } from '../languages';

/**
 * The analysis contract: uploads, the start call, job status, and the result both
 * analyzers produce (offline and Bedrock) and the screens and reports read.
 */

export * from '../analysis-files';
const fileName = /* @__PURE__ */ schema(() => z.string().trim().min(1).max(255));

export const uploadsRequest = /* @__PURE__ */ schema(() =>
  z
    .object({
      files: z
        .array(
          z.object({
            name: fileName,
            type: z.string().max(120),
            size: z
              .number()
              .int()
              .min(1, { message: 'emptyFile' })
              .max(MAX_UPLOAD_BYTES, { message: 'fileTooLarge' }),
          }),
        )
        .min(1, { message: 'fileRequired' })
        .max(MAX_FILES_PER_ANALYSIS, { message: 'tooManyFiles' }),
      /**
       * `library`: documents kept in the assistant's library, read whole when confirmed, so each is at
       * most LIBRARY_MAX_BYTES; `analysis` (default): files of one analysis.
       */
      purpose: z.enum(['analysis', 'library']).default('analysis'),
    })
    .superRefine((request, context) => {
      const library = request.purpose === 'library';
      request.files.forEach((file, index) => {
        const extension = extensionOf(file.name);
        // The library also keeps video and audio among the imported files (stored, not read).
        if (!(extension in ACCEPTED_FILES) && !(library && extension in LIBRARY_MEDIA_FILES))
          context.addIssue({
            code: 'custom',
            message: 'fileTypeNotAccepted',
            path: ['files', index, 'name'],
          });
        if (library && file.size > LIBRARY_MAX_BYTES)
          context.addIssue({ code: 'custom', message: 'fileTooLarge', path: ['files', index, 'size'] });
      });
    }),
);
export const uploadsResponse = /* @__PURE__ */ schema(() =>
  z.object({
    uploads: z.array(
      z.object({
        key: z.string(),
        url: z.url(),
        method: z.literal('PUT'),
        headers: z.record(z.string(), z.string()),
      }),
    ),
  }),
);

export const SOURCE_INTERFACES_OF_ANALYSIS = ['conseiller-sst', 'international', 'enterprise'] as const;

export const startAnalysisRequest = /* @__PURE__ */ schema(() =>
  z.object({
    files: z
      .array(
        z.object({
          key: z.string().min(1).max(512),
          name: fileName,
          /** The adviser's words on what a photo shows: read as that photo's evidence, marked as a caption. */
          caption: z.string().trim().max(500).optional(),
        }),
      )
      .min(1, { message: 'fileRequired' })
      .max(MAX_FILES_PER_ANALYSIS, { message: 'tooManyFiles' }),
    area: z.string().trim().min(1, { message: 'areaRequired' }).max(300),
    jurisdiction: z.enum(JURISDICTIONS).default('QC'),
    language: z.enum(LANGUAGE_CODES).default('fr'),
    mainSector: z.string().max(80).optional(),
    subSector: z.string().max(80).optional(),
    specificActivity: z.string().max(80).optional(),
    customInstructions: z.string().max(4000).optional(),
    sourceInterface: z.enum(SOURCE_INTERFACES_OF_ANALYSIS).optional(),
  }),
);
export type StartAnalysisRequest = z.infer<typeof startAnalysisRequest>;

export const ANALYSIS_STATUSES = ['queued', 'extracting', 'analyzing', 'writing', 'done', 'failed'] as const;
/** @public Part of the API contract, though no caller parses it yet. */
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

/** Risk ids: `SST_001` for a Canadian site, `ISST_001` for a country of the international edition. */
export function riskIdPrefix(jurisdiction: string): 'SST' | 'ISST' {
  return (CANADIAN_JURISDICTIONS as readonly string[]).includes(jurisdiction) ? 'SST' : 'ISST';
}

export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Banding of likelihood x severity on the 5 x 5 matrix (CSA Z1002 practice). */
export function riskLevel(score: number): RiskLevel {
  if (score >= 16) return 'critical';
  if (score >= 10) return 'high';
  if (score >= 5) return 'medium';
  return 'low';
}

const score = /* @__PURE__ */ schema(() => z.number().int().min(1).max(5));

export const resultControl = /* @__PURE__ */ schema(() =>
  z.object({
    level: z.enum(CONTROL_LEVELS),
    text: z.string().min(1),
  }),
);

export const evidenceSchema = /* @__PURE__ */ schema(() =>
  z.object({
    fileName: z.string().nullable(),
    /**
     * Where the finding came from: document text, text read in a photo, the adviser's caption of a
     * photo, the form, or the sector alone.
     */
    source: z.enum(['text', 'ocr', 'caption', 'area', 'instructions', 'sector', 'model', 'adviser']),
    excerpt: z.string().min(1).max(600),
    page: z.number().int().min(1).nullable(),
  }),
);

export const resultCitation = /* @__PURE__ */ schema(() =>
  z.object({
    jurisdiction: z.enum(JURISDICTIONS),
    instrument: z.string().min(1),
    articles: z.string().nullable(),
    subject: z.string().min(1),
    status: z.enum(['confirmed', 'unconfirmed']),
  }),
);

export const CONFIDENCES = ['high', 'medium', 'low'] as const;

export const riskSchema = /* @__PURE__ */ schema(() =>
  z.object({
    riskId: z.string().regex(/^I?SST_\d{3}$/),
    hazardId: z.string().nullable(),
    family: z.enum(RISK_FAMILIES),
    /** Other families the hazard belongs to (a dropped suspended load is also a falling object). */
    relatedFamilies: z.array(z.enum(RISK_FAMILIES)).default([]),
    title: z.string().min(1),
    description: z.string().min(1),
    likelihood: score,
    severity: score,
    riskScore: z.number().int().min(1).max(25),
    level: z.enum(RISK_LEVELS),
    controls: z.array(resultControl).min(1),
    residualLevel: z.enum(RISK_LEVELS),
    evidence: z.array(evidenceSchema).min(1),
    citations: z.array(resultCitation),
    /** observed: found in what the user sent; typical: expected for the activity, nothing read confirms it. */
    basis: z.enum(['observed', 'typical']),
    /**
     * How sure the engine is: high when independent clues agree (an edge, a height and no guardrail),
     * medium on one clear clue, low for a typical risk or a weak reading. Stored analyses predate it.
     */
    confidence: z.enum(CONFIDENCES).default('medium'),
    /** The words that raised the risk ("garde-corps absent", "7 m"), shown on the card and in the report. */
    triggers: z.array(z.string().min(1).max(120)).max(12).default([]),
    /** Controls the documents show in place for this risk ("garde-corps installés"): credited in its likelihood. */
    controlsInPlace: z.array(z.string().min(1).max(120)).max(12).default([]),
    // Display fields of the risk cards and the report (severity badge, recommendation lines), derived from the above.
    severityLabel: z.string(),
    recommendations: z.array(z.string()),
    // The adviser's workbench (absent from the engine's result; set when edits are applied).
    /** adviser: a finding the adviser added; absent: proposed by the engine. */
    origin: z.enum(['engine', 'adviser']).optional(),
    note: z.string().optional(),
    /** The engine's values of the fields the adviser changed ("proposed by the engine"). */
    original: z
      .object({
        title: z.string(),
        description: z.string(),
        likelihood: score,
        severity: score,
        level: z.enum(RISK_LEVELS),
        residualLevel: z.enum(RISK_LEVELS),
        controls: z.array(resultControl),
      })
      .optional(),
    /** Risks folded into this one as duplicates. */
    mergedFrom: z.array(z.string()).optional(),
    /** Who last changed the risk, and when (absent when untouched). */
    editedBy: z.string().optional(),
    editedAt: z.string().optional(),
  }),
);
export type Risk = z.infer<typeof riskSchema>;

/**
 * Residual level once the listed controls are in place: two steps of likelihood when one of them
 * is engineering or better (elimination, substitution, engineering), one otherwise. An estimate,
 * to be judged on site.
 */
export function residualLevelOf(
  controls: readonly { level: (typeof CONTROL_LEVELS)[number] }[],
  likelihood: number,
  severity: number,
): RiskLevel {
  const strong = controls.some(
    (c) => CONTROL_LEVELS.indexOf(c.level) <= CONTROL_LEVELS.indexOf('engineering'),
  );
  return riskLevel(Math.max(1, likelihood - (strong ? 2 : 1)) * severity);
}

/**
 * A hazard the documents show under control (guardrails installed, machine locked out): not a
 * risk, listed so the adviser sees the engine read it and credits the controls.
 */
export const controlledHazardSchema = /* @__PURE__ */ schema(() =>
  z.object({
    hazardId: z.string(),
    family: z.enum(RISK_FAMILIES),
    title: z.string().min(1),
    /** The words that showed the control in place ("garde-corps installés"). */
    triggers: z.array(z.string().min(1).max(120)).max(12),
    evidence: z.array(evidenceSchema).min(1),
  }),
);
export type ControlledHazard = z.infer<typeof controlledHazardSchema>;

export const documentAnalysisSchema = /* @__PURE__ */ schema(() =>
  z.object({
    fileName: z.string(),
    kind: z.enum(['photo', 'document']),
    method: z.enum(['pdf-text', 'ocr', 'docx', 'text', 'rtf', 'model', 'unreadable']),
    pages: z.number().int().nullable(),
    characters: z.number().int(),
    summary: z.string(),
    risksIdentified: z.array(z.string()),
    warnings: z.array(z.string()),
    /** The language the document was read in (detected); null when there was nothing to read. */
    detectedLanguage: z.enum(LANGUAGE_CODES).nullable().default(null),
  }),
);
export type DocumentAnalysis = z.infer<typeof documentAnalysisSchema>;

export const regulationSchema = /* @__PURE__ */ schema(() =>
  z.object({
    title: z.string(),
    description: z.string(),
    articles: z.string().nullable(),
    coverage: z.string(),
    authority: z.string(),
    status: z.enum(['confirmed', 'unconfirmed']),
  }),
);

export const analysisResultSchema = /* @__PURE__ */ schema(() =>
  z.object({
    language: z.enum(LANGUAGE_CODES),
    jurisdiction: z.enum(JURISDICTIONS),
    analyzer: z.enum(['offline', 'bedrock']),
    /** How the analysis was made, stated in the report (e.g. photos read by OCR, not seen). */
    method: z.string(),
    summary: z.string(),
    risks: z.array(riskSchema),
    controlled: z.array(controlledHazardSchema).default([]),
    generalRecommendations: z.array(z.string()),
    regulations: z.array(regulationSchema),
    documentAnalyses: z.array(documentAnalysisSchema),
  }),
);
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

export const startAnalysisResponse = /* @__PURE__ */ schema(() =>
  z.object({ analysisId: z.string(), status: z.literal('queued') }),
);

export const analysisStatusResponse = /* @__PURE__ */ schema(() =>
  z.object({
    analysisId: z.string(),
    status: z.enum(ANALYSIS_STATUSES),
    progress: z.number().int().min(0).max(100),
    step: z.string(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    request: startAnalysisRequest
      .omit({ files: true })
      .extend({ files: z.array(z.object({ name: z.string() })) }),
    createdAt: z.string(),
    analysis: analysisResultSchema.nullable(),
    /** Photos of a finished analysis, downscaled, each with a link valid for a few minutes. */
    photos: z.array(z.object({ fileName: z.string(), url: z.url() })),
    /** The adviser's work on a finished analysis (null before it is done). */
    workbench: z
      .object({
        /** Risk ids kept for the report, in the analysis's order; every risk when never chosen. */
        selectedRisks: z.array(z.string()),
        /** The cover as entered for this analysis, completed from the adviser's profile. */
        report: z.object({
          clientName: z.string(),
          clientAddress: z.string(),
          visitDate: z.string(),
          adviserName: z.string(),
          adviserTitle: z.string(),
        }),
        merges: z.array(z.object({ keep: z.string(), remove: z.string() })),
        updatedAt: z.string().nullable(),
      })
      .nullable(),
  }),
);

export const regulationsQuery = /* @__PURE__ */ schema(() =>
  z.object({
    language: z.enum(LANGUAGE_CODES).default('fr'),
    jurisdiction: z.string().max(40).optional(),
  }),
);

export const enrichRecommendationsRequest = /* @__PURE__ */ schema(() =>
  z.object({
    risks: z
      .array(
        z.object({
          riskId: z.string().min(1).max(20),
          family: z.enum(RISK_FAMILIES).optional(),
          description: z.string().max(4000).optional(),
        }),
      )
      .min(1)
      .max(100),
    jurisdiction: z.string().max(40),
    language: z.enum(LANGUAGE_CODES).default('fr'),
  }),
);

export const saveAnalysisRequest = /* @__PURE__ */ schema(() =>
  z.object({ analysisId: z.string().min(1).max(80) }),
);
export const listAnalysesQuery = /* @__PURE__ */ schema(() =>
  z
    .object({
      limit: z.coerce.number().int().min(1).max(50).default(20),
      cursor: z.string().max(500).optional(),
      /** Words found in the work area, client, file names or sector (accents and case ignored). */
      q: z.string().trim().max(200).optional(),
      client: z.string().trim().max(200).optional(),
      /** ISO dates, inclusive. */
      from: z.iso.date({ message: 'invalidDate' }).optional(),
      to: z.iso.date({ message: 'invalidDate' }).optional(),
      /** A team's reports by one author (user id); ignored outside a team. */
      author: z.string().trim().max(128).optional(),
      /** Province, territory, federal or country code as stored on the analysis. */
      jurisdiction: z.string().trim().max(40).optional(),
      /** Analyses whose highest kept risk is at this level. */
      level: z.enum(RISK_LEVELS).optional(),
    })
    .refine((query) => !query.from || !query.to || query.from <= query.to, {
      // A range that ends before it starts would ask the table for an impossible key range.
      message: 'invalidDateRange',
      path: ['to'],
    }),
);
export const analysisListItem = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    status: z.enum(ANALYSIS_STATUSES),
    area: z.string(),
    workplaceInfo: z.object({
      mainSector: z.string().optional(),
      subSector: z.string().optional(),
      specificActivity: z.string().optional(),
    }),
    jurisdiction: z.string(),
    timestamp: z.string(),
    fileNames: z.array(z.string()),
    language: z.string(),
    savedToStandard: z.boolean(),
    source: z.literal('standard'),
    riskCount: z.number().int().nullable(),
    /** Risks kept for the report (all of them until the adviser chooses). */
    keptRiskCount: z.number().int().nullable(),
    clientName: z.string(),
    /** Corrective actions still open on this analysis. */
    openActions: z.number().int(),
    /** Highest level among the kept risks; null before the analysis is done or without risks. */
    highestLevel: z.enum(RISK_LEVELS).nullable(),
    /** Who made it: shown on a team's reports (null outside a team). */
    author: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
    /** The caller may delete it (their own, or any of the team's for its owner and admins). */
    canDelete: z.boolean(),
  }),
);
/** @public Part of the API contract, though no caller parses it yet. */
export const listAnalysesResponse = /* @__PURE__ */ schema(() =>
  z.object({
    analyses: z.array(analysisListItem),
    nextCursor: z.string().nullable(),
  }),
);
