import { MAX_FILES_PER_ANALYSIS } from '#shared/analysis-files';

/**
 * How long the model's answer may be, and why. The lists are capped at what a professional
 * walk-through of one workplace reports (an adviser's report of a plant or a site commonly holds
 * 10 to 15 findings; fewer would silently drop hazards the files show), and the output cap is the
 * answer those maxima make with the item sizes of the recorded answers (test/fixtures/bedrock: JSON
 * characters per item, about 3 characters per token):
 *
 *   15 risks × 330 (title, description, 3 controls, 2 pieces of evidence, 2 citations, triggers)
 * + 20 file summaries × 60 + 5 controlled hazards × 90 + 8 recommendations × 30
 * + the summary and the JSON around it, 150
 * = 6,990 tokens → MAX_OUTPUT_TOKENS = 7,168 (it was 16,384: 328 s at 50 tokens a second).
 *
 * A risk cites the allowed citations by id (citation-check.ts): two citations written out were about
 * 55 tokens (the knowledge base's entries average 80 JSON characters), two ids are 5, so a risk
 * went from 380 tokens to 330, the adviser reading the same reference entries.
 *
 * What has to fit: a full-size answer (about 145 s at 50 tokens a second, inside the worker's 300 s)
 * and, when it is rejected, its repair, from the start call to the screen seeing "done" within the
 * screen's 180 s (web/features/analysis/use-run-analysis.ts). A repair that asked for the whole
 * answer again would take as long as the first (about 300 s in all), so a repair asks only for the
 * parts the validation rejected, under a cap computed the same way (repairOutputTokens): the
 * recorded failures (a rating out of the scale, a risk without evidence) take seconds. Capping the
 * lists to make a whole second answer fit (about 6 risks) would trade missed hazards for speed: not
 * made. `npm run bench -- --only=bedrock` (scripts/bench/bedrock-replay.ts) measures it; an answer cut
 * at the cap still needs the whole answer again and does not fit the screen's time (it says so).
 */

export const ANSWER_LIMITS = {
  risks: 15,
  controlled: 5,
  generalRecommendations: 8,
  documentAnalyses: MAX_FILES_PER_ANALYSIS,
} as const;

/** Output tokens of one item of each list, from the recorded answers (characters / 3). */
export const TOKENS_PER_ITEM = {
  risks: 330,
  documentAnalyses: 60,
  controlled: 90,
  generalRecommendations: 30,
  /** The summary and the JSON around the lists. */
  rest: 150,
} as const;

/** The estimate above, computed so that a change of limit moves the cap with it. */
export const FULL_ANSWER_TOKENS =
  ANSWER_LIMITS.risks * TOKENS_PER_ITEM.risks +
  ANSWER_LIMITS.documentAnalyses * TOKENS_PER_ITEM.documentAnalyses +
  ANSWER_LIMITS.controlled * TOKENS_PER_ITEM.controlled +
  ANSWER_LIMITS.generalRecommendations * TOKENS_PER_ITEM.generalRecommendations +
  TOKENS_PER_ITEM.rest;

const roundedUp = (tokens: number) => Math.ceil(tokens / 256) * 256;

/** The output cap of one call: the full-size answer, rounded up to a multiple of 256 tokens. */
export const MAX_OUTPUT_TOKENS = roundedUp(FULL_ANSWER_TOKENS);

type List = Exclude<keyof typeof TOKENS_PER_ITEM, 'rest'>;

/**
 * The output cap of a partial repair (partial-repair.ts), computed the same way from the parts it
 * asks for: each item once (however many of its fields are wrong), a whole list at its maximum,
 * the summary as the rest. An item counts twice its average: one or two items vary more than the
 * fifteen of a full answer (a recorded risk runs to 650 tokens), and a cut repair is a failed one.
 */
export function repairOutputTokens(parts: readonly (readonly (string | number)[])[]): number {
  const items = new Set<string>();
  let tokens = TOKENS_PER_ITEM.rest;
  for (const [root, index] of parts) {
    if (root === 'summary') tokens += TOKENS_PER_ITEM.rest;
    else if (index === undefined) tokens += ANSWER_LIMITS[root as List] * TOKENS_PER_ITEM[root as List];
    else if (!items.has(`${root}[${index}]`)) {
      items.add(`${root}[${index}]`);
      tokens += 2 * TOKENS_PER_ITEM[root as List];
    }
  }
  return Math.min(roundedUp(tokens), MAX_OUTPUT_TOKENS);
}
