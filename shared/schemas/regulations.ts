import * as z from 'zod';
import { schema } from './schema';
import { JURISDICTIONS, RISK_FAMILIES } from '../knowledge/types';

/**
 * The answer of the regulations routes (`/api/provincial-regulations/{jurisdiction}` and the
 * others): a jurisdiction's rules as the knowledge base holds them, in the requested language.
 */

const regulation = {
  description: z.string(),
  /** Null for an act or a regulation as a whole, and for any provision not confirmed. */
  articles: z.string().nullable(),
  coverage: z.string(),
  authority: z.string(),
  status: z.enum(['confirmed', 'unconfirmed']),
  /** The hazard families a provision is cited for (none for a whole act or regulation). */
  families: z.array(z.enum(RISK_FAMILIES)),
};

export const regulationsResponse = /* @__PURE__ */ schema(() =>
  z.object({
    jurisdiction: z.enum(JURISDICTIONS),
    name: z.string(),
    authority: z.string(),
    /** The regulator's host name, without the scheme (`cnesst.gouv.qc.ca`). */
    website: z.string(),
    count: z.number().int(),
    regulations: z.array(z.object({ title: z.string(), ...regulation })),
    /** The same list with `name` for `title`, as older clients read it. */
    laws: z.array(z.object({ name: z.string(), ...regulation })),
    /** The laws an analysis of a site there applies, in French or (any other language) English. */
    analysisLaws: z.array(z.string()).min(1),
  }),
);
export type RegulationsResponse = z.infer<typeof regulationsResponse>;
