import * as z from 'zod';
import { schema } from './schema';
import { CANADIAN_JURISDICTIONS } from '../knowledge/types';
import { LANGUAGE_CODES } from '../languages';

/**
 * The assistant space: a library of the team's (or the adviser's) own documents in four
 * collections, and questions answered from the selected ones with their sources.
 */

/** History (questions and answers), imported workplace files, imported PDF reports, regulatory references. */
export const LIBRARY_KINDS = ['history', 'file', 'report', 'reference'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];
/** Documents a library holds at most, all four collections together. */
export const LIBRARY_LIMIT = 50;
/** The counter bar turns amber at this share of the limit. */
export const LIBRARY_WARNING_SHARE = 0.8;
/** Files confirmed in one request. */
export const LIBRARY_FILES_PER_REQUEST = 20;

/** Text read and indexed (documents, photos through OCR); media are stored and listed, not read. */
export const LIBRARY_STATUSES = ['processing', 'ready', 'noText', 'failed'] as const;

export const libraryItem = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    kind: z.enum(LIBRARY_KINDS),
    name: z.string(),
    size: z.number().int(),
    contentType: z.string(),
    /** References: the category chosen at upload (default "general"). Reports: their description. */
    category: z.string(),
    description: z.string(),
    uploadedAt: z.string(),
    status: z.enum(LIBRARY_STATUSES),
    /** Pages (or photos) read, once ready. */
    pages: z.number().int().nullable(),
    /** Who added it (a team's library). */
    addedBy: z.string(),
  }),
);
export type LibraryItem = z.infer<typeof libraryItem>;

export const libraryListResponse = /* @__PURE__ */ schema(() =>
  z.object({
    success: z.literal(true),
    items: z.array(libraryItem),
    /** Documents in the library, all collections, and the limit. */
    count: z.number().int(),
    limit: z.number().int(),
  }),
);
export type LibraryList = z.infer<typeof libraryListResponse>;

/**
 * Confirms files already uploaded through `POST /api/uploads` (presigned, `purpose: library`):
 * each is checked by its bytes and added, or the whole request is refused when the library would
 * pass its limit (409 libraryFull with the numbers).
 */
export const libraryConfirmRequest = /* @__PURE__ */ schema(() =>
  z.object({
    files: z
      .array(
        z.object({
          key: z.string().min(1).max(500),
          name: z.string().trim().min(1).max(255),
        }),
      )
      .min(1)
      .max(LIBRARY_FILES_PER_REQUEST),
    category: z.string().trim().max(80).optional(),
    description: z.string().trim().max(500).optional(),
  }),
);
export type LibraryConfirmRequest = z.infer<typeof libraryConfirmRequest>;

export const libraryConfirmResponse = /* @__PURE__ */ schema(() =>
  z.object({
    success: z.literal(true),
    items: z.array(libraryItem),
    count: z.number().int(),
    limit: z.number().int(),
  }),
);

const ids = /* @__PURE__ */ schema(() => z.array(z.string().min(1).max(128)).max(LIBRARY_LIMIT).default([]));

export const ASSISTANT_PROVINCES = CANADIAN_JURISDICTIONS;

/** `POST /api/perplexity/analyze-consolidated` (the spec's fields). */
export const consolidatedRequest = /* @__PURE__ */ schema(() =>
  z.object({
    question: z.string().trim().min(1, { message: 'questionRequired' }).max(2000),
    language: z.enum(LANGUAGE_CODES),
    province: z.enum(CANADIAN_JURISDICTIONS),
    /** Saved analyses (ids of `GET /api/analyses`). */
    selectedAnalyses: ids,
    selectedFiles: ids,
    selectedReports: ids,
    selectedRegulatory: ids,
    /** Files just uploaded and confirmed for this question (library ids). */
    newFiles: ids,
    preloadedAnalyses: ids,
    preloadedFiles: ids,
  }),
);
export type ConsolidatedRequest = z.infer<typeof consolidatedRequest>;

/** Where a statement of an answer comes from. */
export const answerSource = /* @__PURE__ */ schema(() =>
  z.object({
    /** Library item or analysis id. */
    id: z.string(),
    kind: z.enum(['file', 'report', 'reference', 'analysis']),
    name: z.string(),
    /** Page of a document, when known. */
    page: z.number().int().nullable(),
    /** The analysis's risk, for a source that is an analysis. */
    riskId: z.string().nullable(),
  }),
);
export type AnswerSource = z.infer<typeof answerSource>;

export const answerPassage = /* @__PURE__ */ schema(() =>
  z.object({
    /** The words quoted, exactly as in the source. */
    quote: z.string(),
    source: answerSource,
    score: z.number(),
  }),
);

/** A provision of the chosen province or territory, from the knowledge base (as analyses cite them). */
export const answerProvision = /* @__PURE__ */ schema(() =>
  z.object({
    jurisdiction: z.string(),
    instrument: z.string(),
    /** Null when not confirmed against the official text (the instrument is then cited without a number). */
    articles: z.string().nullable(),
    /** What it is about, in the answer's language. */
    subject: z.string(),
    status: z.enum(['confirmed', 'unconfirmed']),
  }),
);

export const assistantAnswer = /* @__PURE__ */ schema(() =>
  z.object({
    /** False when the selection does not contain the answer: `summary` then says so. */
    found: z.boolean(),
    summary: z.string(),
    /** Grouped by source, best first; every one quoted from its source. */
    passages: z.array(answerPassage),
    provisions: z.array(answerProvision),
    engine: z.enum(['offline', 'bedrock']),
  }),
);
export type AssistantAnswer = z.infer<typeof assistantAnswer>;

export const ASSISTANT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** A history item: a question, what it was asked over, and its answer once done. */
export const assistantHistoryItem = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    type: z.literal('direct_perplexity'),
    status: z.enum(ASSISTANT_STATUSES),
    question: z.string(),
    language: z.enum(LANGUAGE_CODES),
    province: z.enum(CANADIAN_JURISDICTIONS),
    fileNames: z.array(z.string()),
    timestamp: z.string(),
    savedToStandard: z.boolean(),
    answer: assistantAnswer.nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
  }),
);
export type AssistantHistoryItem = z.infer<typeof assistantHistoryItem>;

export const assistantHistoryResponse = /* @__PURE__ */ schema(() =>
  z.object({
    success: z.literal(true),
    items: z.array(assistantHistoryItem),
  }),
);

export const consolidatedResponse = /* @__PURE__ */ schema(() =>
  z.object({
    success: z.literal(true),
    analysisId: z.string(),
    status: z.enum(ASSISTANT_STATUSES),
  }),
);

/** `GET /api/perplexity/pdf/{id}`: downloaded (attachment, default) or shown to print (inline). */
export const answerPdfQuery = /* @__PURE__ */ schema(() =>
  z.object({
    disposition: z.enum(['inline', 'attachment']).default('attachment'),
  }),
);
