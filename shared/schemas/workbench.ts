import * as z from 'zod';
import { schema } from './schema';
import { CONTROL_LEVELS, RISK_FAMILIES } from '../knowledge/types';
import { emailSchema } from './auth';
import { RISK_LEVELS, type RiskLevel } from './analysis';

/**
 * The adviser's workbench: what the adviser changes on a finished analysis (the risks kept, edits,
 * findings of their own, merged duplicates, the report's cover), and the action plan that follows.
 * The engine's result is never rewritten: edits are stored beside it and applied when it is read.
 */

const riskId = /* @__PURE__ */ schema(() => z.string().regex(/^I?SST_\d{3}$/, { message: 'invalidRiskId' }));
const score = /* @__PURE__ */ schema(() => z.number().int().min(1).max(5));
const text = (max: number) =>
  z.string().trim().min(1, { message: 'required' }).max(max, { message: 'tooLong' });
/** An empty string clears an optional text. */
const optionalText = (max: number) => z.string().trim().max(max, { message: 'tooLong' });

/** Most risks one analysis holds, the engine's and the adviser's together. */
export const MAX_RISKS_PER_ANALYSIS = 120;
export const MAX_CONTROLS_PER_RISK = 20;

export const editableControl = /* @__PURE__ */ schema(() =>
  z.object({ level: z.enum(CONTROL_LEVELS), text: text(500) }),
);

/** The fields of a risk the adviser may change; absent fields are left as they are. */
export const riskEdit = /* @__PURE__ */ schema(() =>
  z
    .object({
      likelihood: score,
      severity: score,
      title: text(200),
      description: text(2000),
      /** The adviser's note on the risk ('' removes it). */
      note: optionalText(2000),
      controls: z.array(editableControl).min(1, { message: 'controlRequired' }).max(MAX_CONTROLS_PER_RISK),
    })
    .partial(),
);
export type RiskEdit = z.infer<typeof riskEdit>;

/** A finding of the adviser's own: evidence is their note, a photo of the analysis, or both. */
export const addedRisk = /* @__PURE__ */ schema(() =>
  z.object({
    family: z.enum(RISK_FAMILIES),
    title: text(200),
    description: text(2000),
    likelihood: score,
    severity: score,
    controls: z.array(editableControl).max(MAX_CONTROLS_PER_RISK).default([]),
    note: optionalText(2000).optional(),
    evidenceNote: optionalText(600).optional(),
    /** File name of one of the analysis's photos. */
    evidencePhoto: z.string().trim().max(255).optional(),
  }),
);
export type AddedRisk = z.infer<typeof addedRisk>;

/** Two findings that are one: `remove` is folded into `keep` (evidence, triggers, citations, controls). */
export const riskMerge = /* @__PURE__ */ schema(() =>
  z
    .object({ keep: riskId, remove: riskId })
    .refine((m) => m.keep !== m.remove, { message: 'mergeSameRisk', path: ['remove'] }),
);

/** ISO calendar date, `2026-11-23`. */
export const isoDate = /* @__PURE__ */ schema(() => z.iso.date({ message: 'invalidDate' }));

/** The report's cover: who it is for, when the site was visited, who signs it. */
export const reportCover = /* @__PURE__ */ schema(() =>
  z
    .object({
      clientName: optionalText(200),
      clientAddress: optionalText(400),
      visitDate: isoDate.or(z.literal('')),
      adviserName: optionalText(120),
      adviserTitle: optionalText(160),
    })
    .partial(),
);
export type ReportCover = z.infer<typeof reportCover>;

/** `PATCH /api/analyses/{id}`: any of these; each one changed is kept in the analysis's edit log. */
export const patchAnalysisRequest = /* @__PURE__ */ schema(() =>
  z
    .object({
      selectedRisks: z.array(riskId).max(MAX_RISKS_PER_ANALYSIS),
      risks: z.record(riskId, riskEdit),
      addedRisks: z.array(addedRisk).max(20),
      /** Ids of the adviser's own findings to delete (the engine's can be unselected or merged, not deleted). */
      removedRisks: z.array(riskId).max(MAX_RISKS_PER_ANALYSIS),
      merges: z.array(riskMerge).max(20),
      /** Ids of risks merged earlier to bring back as they were. */
      unmerges: z.array(riskId).max(20),
      report: reportCover,
    })
    .partial()
    .refine((body) => Object.keys(body).length > 0, { message: 'nothingToChange' })
    .refine((body) => Object.keys(body.risks ?? {}).length <= 60, {
      message: 'tooManyEdits',
      path: ['risks'],
    }),
);
export type PatchAnalysisRequest = z.infer<typeof patchAnalysisRequest>;

export const editLogEntry = /* @__PURE__ */ schema(() =>
  z.object({
    at: z.string(),
    /** E-mail of who made the change. */
    by: z.string(),
    /** selection, risk, added, removed, merge, unmerge, report, action */
    kind: z.enum(['selection', 'risk', 'added', 'removed', 'merge', 'unmerge', 'report', 'action']),
    riskId: z.string().nullable(),
    /** The fields changed (`severity`, `controls`…), or the other risk of a merge, or the action id. */
    detail: z.string(),
  }),
);
export type EditLogEntry = z.infer<typeof editLogEntry>;

// ── Action plan ──────────────────────────────────────────────────────────────────────────────

export const ACTION_STATUSES = ['open', 'in_progress', 'done', 'verified'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];
/** Still to be done: counted in the overview and reminded. */
export const OPEN_ACTION_STATUSES: readonly ActionStatus[] = ['open', 'in_progress'];

/**
 * Days from the day an action is created to its default due date, by the risk's level: a critical
 * risk is corrected within the week, a low one within six months (common practice in Quebec
 * prevention programmes; the adviser can change any date).
 */
export const DUE_DAYS_BY_LEVEL: Record<RiskLevel, number> = { critical: 7, high: 30, medium: 90, low: 180 };

/** Reminders: this many days before the due date, and once on the first day it is overdue. */
export const REMINDER_DAYS_BEFORE = 1;

export const createActionRequest = /* @__PURE__ */ schema(() =>
  z.object({
    riskId,
    title: text(300),
    ownerName: optionalText(120).default(''),
    ownerEmail: emailSchema.or(z.literal('')).default(''),
    /** Defaults to the risk level's delay (DUE_DAYS_BY_LEVEL) from today. */
    dueDate: isoDate.optional(),
  }),
);
export type CreateActionRequest = z.infer<typeof createActionRequest>;

export const updateActionRequest = /* @__PURE__ */ schema(() =>
  z
    .object({
      title: text(300),
      ownerName: optionalText(120),
      ownerEmail: emailSchema.or(z.literal('')),
      dueDate: isoDate,
      status: z.enum(ACTION_STATUSES),
      closureNote: optionalText(2000),
      /** An upload key (from `POST /api/uploads`) of the photo taken after the correction. */
      closurePhotoKey: z.string().min(1).max(512),
    })
    .partial()
    .refine((body) => Object.keys(body).length > 0, { message: 'nothingToChange' }),
);
export type UpdateActionRequest = z.infer<typeof updateActionRequest>;

export const actionSchema = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    analysisId: z.string(),
    riskId: z.string(),
    title: z.string(),
    ownerName: z.string(),
    ownerEmail: z.string(),
    dueDate: z.string(),
    status: z.enum(ACTION_STATUSES),
    closureNote: z.string(),
    /** A short-lived link to the after photo (downscaled), when there is one. */
    closurePhotoUrl: z.string().nullable(),
    closedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Set by the server against today's date: past due and not done. */
    overdue: z.boolean(),
  }),
);
export type Action = z.infer<typeof actionSchema>;

/** `GET /api/actions`: open ones by default, across every analysis of the caller, by due date. */
export const listActionsQuery = /* @__PURE__ */ schema(() =>
  z.object({
    status: z.enum(['open', 'all']).default('open'),
    analysisId: z.string().max(80).optional(),
  }),
);

export const actionOverviewItem = /* @__PURE__ */ schema(() =>
  actionSchema.extend({
    /** The analysis's work area and risk title, to say what the action is about. */
    area: z.string(),
    riskTitle: z.string(),
    level: z.enum(RISK_LEVELS).nullable(),
  }),
);
export type ActionOverviewItem = z.infer<typeof actionOverviewItem>;

// ── Adviser's report profile (cover page, signature block) ───────────────────────────────────

export const MAX_LOGO_BYTES = 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

export const reportProfileRequest = /* @__PURE__ */ schema(() =>
  z
    .object({
      adviserName: optionalText(120),
      adviserTitle: optionalText(160),
      /** Designations and memberships (CRSP, ing., CRHA…). */
      credentials: optionalText(200),
      organisation: optionalText(200),
      /** An upload key from `POST /api/profile/logo-upload`; '' removes the logo. */
      logoKey: z.string().max(512),
    })
    .partial(),
);

export const logoUploadRequest = /* @__PURE__ */ schema(() =>
  z.object({
    type: z.enum(LOGO_TYPES, { message: 'logoType' }),
    size: z.number().int().min(1, { message: 'emptyFile' }).max(MAX_LOGO_BYTES, { message: 'fileTooLarge' }),
  }),
);

export const reportProfile = /* @__PURE__ */ schema(() =>
  z.object({
    adviserName: z.string(),
    adviserTitle: z.string(),
    credentials: z.string(),
    organisation: z.string(),
    logoUrl: z.string().nullable(),
  }),
);
export type ReportProfile = z.infer<typeof reportProfile>;
