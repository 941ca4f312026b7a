import type * as z from 'zod';
import type { analysisListItem } from '#shared/schemas/analysis';

/** One of the team's reports: the analysis, its author, its highest level and whether it may be deleted. */
export type TeamReport = z.infer<typeof analysisListItem>;
