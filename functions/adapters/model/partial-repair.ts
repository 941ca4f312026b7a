import * as z from 'zod';
import { modelAnswerSchema, pathText } from './answer-schema';

/**
 * The partial repair of a rejected answer: the model is asked again only for the parts the
 * validation rejected (risks[0].likelihood, risks[1].evidence…), through a tool whose schema is
 * those parts' own, and the server puts them back into the rejected answer, whose other parts are
 * kept as the model wrote them. The merged answer then goes through the same validation as a first
 * answer. A full answer takes most of the screen's time (answer-budget.ts); asking it again for two
 * wrong fields would take as long again, this takes seconds.
 */

/** A part of the answer, as a path: ['summary'], ['risks'], ['risks', 1], ['risks', 1, 'evidence']. */
export type AnswerPath = (string | number)[];

export const CORRECTIONS_TOOL_NAME = 'record_corrections';

const LISTS = new Set<PropertyKey>(['risks', 'controlled', 'generalRecommendations', 'documentAnalyses']);

/** The part a problem is in: a field of a list item, a whole item, a list, or the summary. */
function partOf(path: readonly PropertyKey[]): AnswerPath | null {
  const [root, index, field] = path;
  if (root === 'summary') return ['summary'];
  if (typeof root !== 'string' || !LISTS.has(root)) return null;
  if (typeof index !== 'number') return [root];
  return typeof field === 'string' ? [root, index, field] : [root, index];
}

const inside = (part: AnswerPath, outer: AnswerPath) =>
  outer.length < part.length && outer.every((key, i) => part[i] === key);

/**
 * The parts to ask again for, from the validation problems; null when a problem is about the
 * answer as a whole (not an object): then the whole answer is asked again.
 */
export function partsToRepair(issues: readonly { path: readonly PropertyKey[] }[]): AnswerPath[] | null {
  const parts = new Map<string, AnswerPath>();
  for (const issue of issues) {
    const part = partOf(issue.path);
    if (!part) return null;
    parts.set(pathText(part), part);
  }
  const all = [...parts.values()];
  return all.filter((part) => !all.some((outer) => inside(part, outer)));
}

/** The tool's name for a part (tool input keys are plain names): risks_1_evidence. */
export const partKey = (part: AnswerPath) => part.join('_');

/** The schema of a part, taken from the answer's schema so that both check the same things. */
function partSchema(part: AnswerPath): z.ZodType {
  let schema: z.ZodType = modelAnswerSchema;
  for (const key of part)
    schema =
      typeof key === 'number'
        ? (schema as z.ZodArray<z.ZodType>).element
        : ((schema as z.ZodObject).shape[key] as z.ZodType);
  return schema.describe(`The corrected ${pathText(part)}. ${schema.description ?? ''}`.trim());
}

/** The corrections the model must give: one key for each part, each with its part's schema. */
export function correctionsSchema(parts: AnswerPath[]) {
  return z.object(Object.fromEntries(parts.map((part) => [partKey(part), partSchema(part)])));
}

/** The tool of a partial repair: its input schema is the parts' (JSON Schema, no $schema key). */
export function correctionsToolSpec(parts: AnswerPath[]) {
  const { $schema: _ignored, ...json } = z.toJSONSchema(correctionsSchema(parts), { io: 'input' });
  return {
    name: CORRECTIONS_TOOL_NAME,
    description:
      'Records the corrected parts of the record_risk_analysis call that were rejected, each complete and in that schema. The other parts of the analysis are kept as they are.',
    inputSchema: { json },
  };
}

/**
 * The rejected answer with each part replaced by its correction. Only the parts asked for are
 * taken (anything else the model sent is ignored), and everything else stays as it was.
 */
export function mergeCorrections(
  rejected: unknown,
  parts: AnswerPath[],
  corrections: Record<string, unknown>,
): unknown {
  const merged = structuredClone(rejected) as Record<PropertyKey, unknown>;
  for (const part of parts) {
    let container: Record<PropertyKey, unknown> = merged;
    for (const key of part.slice(0, -1)) container = container[key] as Record<PropertyKey, unknown>;
    container[part.at(-1)!] = structuredClone(corrections[partKey(part)]);
  }
  return merged;
}
