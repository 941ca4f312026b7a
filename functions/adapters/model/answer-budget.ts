import { MAX_FILES_PER_ANALYSIS } from '#shared/analysis-files';

/**
 * How long the model's answer may be, and why. The lists are capped at what a professional
 * walk-through of one workplace reports (an adviser's report of a plant or a site commonly holds
 * 10 to 15 findings; fewer would silently drop hazards the files show), and the output cap is the
 * answer those maxima make with the item sizes of the recorded answers (test/fixtures/bedrock: JSON
 * characters per item, about 3 characters per token):
 *
 *   15 risks × 380 (title, description, 3 controls, 2 pieces of evidence, 2 citations, triggers)
 * + 20 file summaries × 60 + 5 controlled hazards × 90 + 8 recommendations × 30
 * + the summary and the JSON around it, 150
 * = 7,740 tokens → MAX_OUTPUT_TOKENS = 7,936 (it was 16,384: 328 s at 50 tokens a second).
 *
 * A full-size answer streams in about 160 s at MODEL_TOKENS_PER_SECOND: inside the worker's 300 s,
 * but a full-size answer plus a repair (a second full answer, in its own worker invocation) does not
 * fit the screen's 180 s (web/features/analysis/use-run-analysis.ts). Capping the lists to make it fit
 * (about 6 risks) would trade missed hazards for speed: not made. `npm run bench -- --only=bedrock`
 * (scripts/bench/bedrock-replay.ts) measures both.
 */

export const ANSWER_LIMITS = {
  risks: 15,
  controlled: 5,
  generalRecommendations: 8,
  documentAnalyses: MAX_FILES_PER_ANALYSIS,
} as const;

/** Output tokens of one item of each list, from the recorded answers (characters / 3). */
export const TOKENS_PER_ITEM = {
  risks: 380,
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

/** The output cap of one call: the full-size answer, rounded up to a multiple of 256 tokens. */
export const MAX_OUTPUT_TOKENS = Math.ceil(FULL_ANSWER_TOKENS / 256) * 256;
