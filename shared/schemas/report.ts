import * as z from 'zod';
import { schema } from './schema';
import { LANGUAGE_CODES } from '../languages';

/**
 * The report contract: the PDF of an analysis (download, print, generate) and the e-mail
 * that carries it. Only the selected risks go into a report; none selected is refused.
 */

const riskId = /* @__PURE__ */ schema(() => z.string().regex(/^I?SST_\d{3}$/, { message: 'invalidRiskId' }));

/** `?selectedRisks=SST_001,SST_003`; absent means the risks the adviser kept (all until they choose). */
export const reportPdfQuery = /* @__PURE__ */ schema(() =>
  z.object({
    selectedRisks: z
      .string()
      .max(2000)
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        const ids = value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean);
        for (const id of ids) {
          if (!riskId.safeParse(id).success) {
            ctx.addIssue({ code: 'custom', message: 'invalidRiskId' });
            return z.NEVER;
          }
        }
        return ids;
      }),
    /** `inline` for print (shown in the browser), `attachment` for download (default). */
    disposition: z.enum(['inline', 'attachment']).default('attachment'),
    /** The report's language (any of the seven); the analysis's when absent. */
    language: z.enum(LANGUAGE_CODES).optional(),
  }),
);
/** `GET /api/analyses/{id}/docx|xlsx`: the kept risks (or `selectedRisks`), in the report language. */
export const reportFileQuery = /* @__PURE__ */ schema(() => reportPdfQuery.omit({ disposition: true }));

/** @public Part of the API contract, though no caller parses it yet. */
export type ReportPdfQuery = z.infer<typeof reportPdfQuery>;

export const generatePdfRequest = /* @__PURE__ */ schema(() =>
  z.object({
    analysisId: z.string().min(1).max(80),
    selectedRisks: z.array(riskId).max(200).optional(),
    language: z.enum(LANGUAGE_CODES).optional(),
  }),
);

const recipientEmail = /* @__PURE__ */ schema(() => z.email({ message: 'invalidEmail' }).max(254));

/** POST /api/analyses/{id}/send-email */
export const sendAnalysisEmailRequest = /* @__PURE__ */ schema(() =>
  z.object({
    recipientEmail,
    /** The risks the adviser kept when absent. */
    selectedRisks: z.array(riskId).max(200).optional(),
    /** The report's language; the analysis's when absent. */
    language: z.enum(LANGUAGE_CODES).optional(),
    reportType: z.enum(['international', 'conseiller', 'enterprise']).optional(),
  }),
);

/** POST /api/send-email */
export const sendEmailRequest = /* @__PURE__ */ schema(() =>
  z.object({
    analysisId: z.string().min(1).max(80),
    recipientEmail,
    selectedRisks: z.array(riskId).max(200).optional(),
    language: z.enum(LANGUAGE_CODES).optional(),
  }),
);

export const sendEmailResponse = /* @__PURE__ */ schema(() =>
  z.object({ sent: z.literal(true), recipientEmail: z.string() }),
);
