import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import { CONTROL_LEVELS, RISK_FAMILIES } from '#shared/knowledge/types';
import { LANGUAGE_CODES } from '#shared/languages';
import { CONFIDENCES, RISK_LEVELS } from '#shared/schemas/analysis';
import { ANSWER_LIMITS } from './answer-budget';

/**
 * The model-facing part of the analysis result: what the model is asked to fill in through
 * the `record_risk_analysis` tool. Everything derivable (risk ids, scores, levels, severity
 * labels, recommendations, regulations, per-file methods) is left out and computed by
 * finish-result.ts, so the model cannot get it wrong. Constraints that only shape text
 * (lengths) are applied afterwards instead of failing the answer; constraints that carry
 * meaning (the 1-5 scales, the enums, required fields) are checked here. What the answer claims
 * (quotes, citations, hazard ids) is checked against the sources in finish-result.ts.
 */

const scale = /* @__PURE__ */ schema(() => z.number().int().min(1).max(5));

const modelControl = /* @__PURE__ */ schema(() =>
  z.object({
    level: z
      .enum(CONTROL_LEVELS)
      .describe(
        'Level of the hierarchy of controls: elimination, substitution, engineering, administrative, ppe.',
      ),
    text: z.string().trim().min(1).describe('The control, concrete and specific to what was observed.'),
  }),
);

const modelEvidence = /* @__PURE__ */ schema(() =>
  z.object({
    fileName: z
      .string()
      .min(1)
      .nullable()
      .describe('Exact file name the evidence comes from (as listed in the request), or null for the form.'),
    source: z
      .enum(['text', 'ocr', 'caption', 'area', 'instructions', 'sector', 'model'])
      .describe(
        "model: seen in a photo; text: passage of a document; ocr: text read in a photo (given as text); caption: the adviser's caption of a photo; area, instructions, sector: the form fields.",
      ),
    excerpt: z
      .string()
      .trim()
      .min(1)
      .describe(
        'text, ocr and caption: the passage copied word for word (it is checked against the file and dropped if not found); model: what is visible in the photo (at most 600 characters).',
      ),
    page: z.number().int().min(1).nullable().optional().describe('Page of the document, when known.'),
  }),
);

const hazardId = /* @__PURE__ */ schema(() =>
  z
    .string()
    .nullable()
    .describe(
      'Id of the closest hazard of the knowledge_base_hazards list, of the same family; null if none fits.',
    ),
);

const triggers = /* @__PURE__ */ schema(() =>
  z
    .array(z.string().trim().min(1))
    .describe('The few words that show it (2 to 6 short strings), copied from the evidence excerpts.'),
);

export const modelRiskSchema = /* @__PURE__ */ schema(() =>
  z.object({
    family: z.enum(RISK_FAMILIES).describe('The closest risk family.'),
    hazardId,
    title: z.string().trim().min(1).describe('Short name of the hazard.'),
    description: z
      .string()
      .trim()
      .min(1)
      .describe('The hazard, who is exposed, how harm could occur, and the current controls seen.'),
    likelihood: scale.describe(
      'Likelihood before new controls: 1 rare, 2 unlikely, 3 possible, 4 likely, 5 almost certain.',
    ),
    severity: scale.describe(
      'Severity of the credible worst outcome: 1 first aid, 2 medical treatment, 3 lost-time injury, 4 permanent disability, 5 fatality.',
    ),
    controls: z.array(modelControl).min(1).describe('Controls, most effective first (hierarchy order).'),
    residualLevel: z.enum(RISK_LEVELS).describe('Risk level expected once the controls are in place.'),
    evidence: z.array(modelEvidence).min(1),
    citations: z
      .array(z.string().trim().min(1))
      .describe(
        "Ids (C1, C2…) of the allowed citations that apply, listed under the risk's own family; empty rather than a guess.",
      ),
    basis: z
      .enum(['observed', 'typical'])
      .describe(
        'observed: found in the files or the form; typical: expected for the activity but not confirmed.',
      ),
    confidence: z
      .enum(CONFIDENCES)
      .describe(
        'high: independent clues agree; medium: one clear clue; low: a typical risk or a weak reading (blurred, partial).',
      ),
    triggers,
    controlsInPlace: z
      .array(z.string().trim().min(1))
      .describe(
        'Controls the files show already in place for this hazard (short strings copied from the evidence excerpts); empty if none.',
      ),
  }),
);

const modelControlledSchema = /* @__PURE__ */ schema(() =>
  z.object({
    family: z.enum(RISK_FAMILIES),
    hazardId,
    title: z.string().trim().min(1).describe('Short name of the hazard, and the control seen in place.'),
    triggers: triggers.describe(
      'The words that show the control in place, copied from the evidence excerpts.',
    ),
    evidence: z.array(modelEvidence).min(1),
  }),
);

export const modelAnswerSchema = /* @__PURE__ */ schema(() =>
  z.object({
    summary: z
      .string()
      .trim()
      .min(1)
      .describe('Overall assessment in a few sentences: main risks and priorities.'),
    // The lists are capped so that a full answer fits the output cap (answer-budget.ts).
    risks: z
      .array(modelRiskSchema)
      .max(ANSWER_LIMITS.risks)
      .describe(`Highest risk first; at most ${ANSWER_LIMITS.risks}: the most serious ones.`),
    controlled: z
      .array(modelControlledSchema)
      .max(ANSWER_LIMITS.controlled)
      .describe(
        'Hazards the files show under control (guardrails installed, machine locked out); empty if none.',
      ),
    generalRecommendations: z
      .array(z.string().trim().min(1))
      .max(ANSWER_LIMITS.generalRecommendations)
      .describe('Recommendations that apply to the whole workplace.'),
    documentAnalyses: z
      .array(
        z.object({
          fileName: z.string().min(1).describe('Exact file name as listed in the request.'),
          summary: z.string().describe('What this file shows or says that matters for safety.'),
          warnings: z
            .array(z.string())
            .optional()
            .describe('Limits of this file (blurred, partial view, unreadable pages).'),
          detectedLanguage: z
            .enum(LANGUAGE_CODES)
            .nullable()
            .describe('Language of the text of this file; null when it has no text or another language.'),
        }),
      )
      .max(ANSWER_LIMITS.documentAnalyses)
      .describe('One entry per file received.'),
  }),
);
export type ModelAnswer = z.infer<typeof modelAnswerSchema>;

export const RISK_ANALYSIS_TOOL_NAME = 'record_risk_analysis';

/** The tool's input schema: JSON Schema generated from the zod schema above (no $schema key). */
export function modelAnswerJsonSchema(): Record<string, unknown> {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(modelAnswerSchema, { io: 'input' });
  return schema;
}

/** A path in the answer as the model reads it: risks[1].evidence. */
export function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`))
    .join('');
}

/** Validation problems, one per line, in a form the model can act on. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `- ${pathText(issue.path) || '(root)'}: ${issue.message}`).join('\n');
}
