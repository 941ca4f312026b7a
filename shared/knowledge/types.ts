import * as z from 'zod';
import { schema } from '../schemas/schema';
import { CONTROL_LEVELS, JURISDICTIONS, RISK_FAMILIES } from './codes';

/**
 * The hazard knowledge base: data, validated by these schemas. Every citation shown to a
 * user comes from here with its confirmation status; none is ever generated.
 */
export * from './codes';

export const bilingual = /* @__PURE__ */ schema(() =>
  z.object({ fr: z.string().min(1), en: z.string().min(1) }),
);
export type Bilingual = z.infer<typeof bilingual>;

/**
 * The languages of the knowledge base: French and English are the source texts, the others are
 * translations of them (shared/languages.ts lists the same seven).
 */
export const KNOWLEDGE_LANGUAGES = ['fr', 'en', 'es', 'de', 'pt', 'zh', 'ja'] as const;
export type KnowledgeLanguage = (typeof KNOWLEDGE_LANGUAGES)[number];
/** The languages whose texts are translations of the French and English sources. */
export const TRANSLATED_LANGUAGES = ['es', 'de', 'pt', 'zh', 'ja'] as const;

/** A text in all seven languages. */
export const multilingual = /* @__PURE__ */ schema(() =>
  z.object({
    fr: z.string().min(1),
    en: z.string().min(1),
    es: z.string().min(1),
    de: z.string().min(1),
    pt: z.string().min(1),
    zh: z.string().min(1),
    ja: z.string().min(1),
  }),
);
export type Multilingual = z.infer<typeof multilingual>;

/** A stable kebab-case id (hazards, controls, citation subjects): never derived from a position or a text. */
export const knowledgeId = /* @__PURE__ */ schema(() => z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));

/** A reference to a legal instrument, as precise as what has been confirmed allows. */
export const citationSchema = /* @__PURE__ */ schema(() =>
  z
    .object({
      jurisdiction: z.enum(JURISDICTIONS),
      /** The instrument, as cited (e.g. "RSST, CQLR c S-2.1, r 13"). */
      instrument: z.string().min(2),
      /** Sections or parts (e.g. "ss. 33.1-33.3", "Part 11"); null when not confirmed. */
      articles: z.string().min(1).nullable(),
      /** What the provision is about: the id of an entry of CITATION_SUBJECTS (subjects.ts). */
      subject: knowledgeId,
      /** `confirmed`: checked against the official text; `unconfirmed`: shown without an article number. */
      status: z.enum(['confirmed', 'unconfirmed']),
    })
    .refine((c) => c.status === 'confirmed' || c.articles === null, {
      message: 'An unconfirmed citation carries no article number',
    }),
);
export type Citation = z.infer<typeof citationSchema>;

export const controlSchema = /* @__PURE__ */ schema(() =>
  z.object({
    /** Stable id, unique within the hazard (e.g. "guardrails-along-edge"). */
    id: knowledgeId,
    level: z.enum(CONTROL_LEVELS),
    text: multilingual,
    /**
     * The text for a country of the international edition, when `text` names a Canadian system,
     * standard or body (WHMIS, CSA, CNESST…): the GHS as adopted in the country, ISO/IEC or EN standards.
     */
    international: multilingual.optional(),
  }),
);

const score = /* @__PURE__ */ schema(() => z.number().int().min(1).max(5));

export const hazardSchema = /* @__PURE__ */ schema(() =>
  z
    .object({
      /** Stable kebab-case id, e.g. "unguarded-conveyor". */
      id: knowledgeId,
      family: z.enum(RISK_FAMILIES),
      /** The title of the hazard, as a risk of an analysis shows it. */
      name: multilingual,
      description: multilingual,
      /** Name and description for a country of the international edition, when those name a Canadian system. */
      international: z
        .object({ name: multilingual.optional(), description: multilingual.optional() })
        .optional(),
      /** Typical likelihood and severity before controls, on the 5 x 5 matrix. */
      likelihood: score,
      severity: score,
      /** In hierarchy order, at least one engineering-or-better control. */
      controls: z.array(controlSchema).min(3),
      citations: z.array(citationSchema).min(1),
      /** Main sector ids of the taxonomy where this hazard is typical (empty: any sector). */
      sectors: z.array(z.string()).default([]),
      /**
       * Other families the hazard belongs to as well: a suspended load that drops is also a falling
       * object, welding fume is also a chemical exposure, servicing without lockout is also machinery.
       */
      relatedFamilies: z.array(z.enum(RISK_FAMILIES)).optional(),
    })
    .refine(
      (h) =>
        h.controls.every(
          (c, i) =>
            i === 0 || CONTROL_LEVELS.indexOf(h.controls[i - 1]!.level) <= CONTROL_LEVELS.indexOf(c.level),
        ),
      { message: 'Controls must follow the hierarchy order' },
    ),
);
export type Hazard = z.infer<typeof hazardSchema>;

/** A legal instrument of a jurisdiction (act or regulation). */
export const instrumentSchema = /* @__PURE__ */ schema(() =>
  z.object({
    title: bilingual,
    citation: z.string().min(2),
    status: z.enum(['confirmed', 'unconfirmed']),
  }),
);

export const jurisdictionSchema = /* @__PURE__ */ schema(() =>
  z.object({
    code: z.enum(JURISDICTIONS),
    name: bilingual,
    regulator: bilingual,
    website: z.string().min(4),
    acts: z.array(instrumentSchema).min(1),
    regulations: z.array(instrumentSchema),
  }),
);
export type JurisdictionInfo = z.infer<typeof jurisdictionSchema>;
