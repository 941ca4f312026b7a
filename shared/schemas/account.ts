import * as z from 'zod';
import { schema } from './schema';
import { COUNTRIES } from '../countries';
import { LANGUAGE_CODES } from '../languages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../passwords';
import { BILLING_PERIODS, CANADIAN_PLAN_IDS, INTERNATIONAL_PLAN_IDS } from '../plans';
import { SUBSCRIPTION_STATUSES, TIERS } from '../tiers';
import { emailSchema } from './auth';

/**
 * Request and response schemas of the account, password and subscription calls.
 * Field messages are i18n keys (`passwordTooShort`), translated by the web app.
 */
export const newPasswordSchema = /* @__PURE__ */ schema(() =>
  z
    .string()
    .min(PASSWORD_MIN_LENGTH, { message: 'passwordTooShort' })
    .max(PASSWORD_MAX_LENGTH, { message: 'passwordTooLong' }),
);

const token = /* @__PURE__ */ schema(() => z.string().trim().min(16, { message: 'tokenRequired' }).max(200));
const sessionId = /* @__PURE__ */ schema(() =>
  z.string().trim().min(8, { message: 'sessionRequired' }).max(200),
);
const language = /* @__PURE__ */ schema(() => z.enum(LANGUAGE_CODES));

export const emailQuery = /* @__PURE__ */ schema(() => z.object({ email: emailSchema }));
export const tokenQuery = /* @__PURE__ */ schema(() => z.object({ token }));

export const checkEmailResponse = /* @__PURE__ */ schema(() =>
  z.object({ exists: z.boolean(), hasActiveSubscription: z.boolean() }),
);
export const checkEmailTrialResponse = /* @__PURE__ */ schema(() => z.object({ hasUsedTrial: z.boolean() }));
/** @public Part of the API contract, though no caller parses it yet. */
export const passwordStatusResponse = /* @__PURE__ */ schema(() => z.object({ needsPassword: z.boolean() }));

export const currentUserResponse = /* @__PURE__ */ schema(() =>
  z.object({
    email: z.string(),
    tier: z.enum(TIERS),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
    subscriptionEndDate: z.string().nullable(),
    daysLeft: z.number().int().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    billing: z.enum(BILLING_PERIODS).nullable(),
    teamSeats: z.number().int(),
  }),
);
export type CurrentUser = z.infer<typeof currentUserResponse>;

export const createCheckoutRequest = /* @__PURE__ */ schema(() =>
  z.object({
    email: emailSchema,
    plan: z.enum(CANADIAN_PLAN_IDS),
    billing: z.enum(BILLING_PERIODS),
    language: language.default('fr'),
  }),
);
export const createInternationalCheckoutRequest = /* @__PURE__ */ schema(() =>
  z.object({
    email: emailSchema,
    country: z.enum(COUNTRIES, { message: 'countryRequired' }),
    plan: z.enum(INTERNATIONAL_PLAN_IDS),
    billing: z.enum(BILLING_PERIODS),
    language: language.default('en'),
  }),
);
export const checkoutResponse = /* @__PURE__ */ schema(() =>
  z.object({ checkoutUrl: z.url(), trial: z.boolean() }),
);

/**
 * The payment session as the setup pages read it (provider field names kept): what the page
 * shows, never the provider's customer or subscription ids.
 */
export const paymentSessionResponse = /* @__PURE__ */ schema(() =>
  z.object({
    success: z.literal(true),
    session: z.object({
      id: z.string(),
      status: z.enum(['open', 'complete', 'expired']),
      customer_details: z.object({ email: z.string() }),
      metadata: z.object({
        plan: z.string(),
        billing: z.string(),
        country: z.string().optional(),
        language: z.string().optional(),
        kind: z.enum(['new', 'renewal']),
      }),
      trial: z.boolean(),
      /** In a trial, when the first charge falls (ISO), once the subscription exists; otherwise null. */
      firstChargeAt: z.string().nullable(),
    }),
  }),
);
export type PaymentSession = z.infer<typeof paymentSessionResponse>['session'];

export const conseillerSetupRequest = /* @__PURE__ */ schema(() =>
  z.object({
    email: emailSchema,
    password: newPasswordSchema,
    sessionId,
    // Accepted when a client sends them, never used: the server trusts only what the payment session says.
    customerId: z.string().optional(),
    subscriptionId: z.string().optional(),
  }),
);
export const internationalSetupRequest = /* @__PURE__ */ schema(() =>
  z.object({
    email: emailSchema,
    password: newPasswordSchema,
    session_id: sessionId,
    country: z.enum(COUNTRIES).optional(),
    plan: z.enum(INTERNATIONAL_PLAN_IDS).optional(),
  }),
);

export const resubscriptionRequest = /* @__PURE__ */ schema(() => z.object({ sessionId }));
export const forgotPasswordRequest = /* @__PURE__ */ schema(() =>
  z.object({ email: emailSchema, language: language.optional() }),
);
export const resetPasswordRequest = /* @__PURE__ */ schema(() =>
  z.object({ token, password: newPasswordSchema }),
);
export const resendVerificationRequest = /* @__PURE__ */ schema(() =>
  z.object({ email: emailSchema.optional() }),
);
export const changePasswordRequest = /* @__PURE__ */ schema(() =>
  z.object({
    currentPassword: z.string().min(1, { message: 'passwordRequired' }).max(PASSWORD_MAX_LENGTH),
    newPassword: newPasswordSchema,
  }),
);

export const successResponse = /* @__PURE__ */ schema(() =>
  z.object({ success: z.literal(true), message: z.string().optional() }),
);

export const manageSubscriptionResponse = /* @__PURE__ */ schema(() =>
  z.union([z.object({ url: z.url() }), z.object({ isDirectLink: z.literal(true) })]),
);
export const cancelSubscriptionResponse = /* @__PURE__ */ schema(() =>
  z.object({
    success: z.literal(true),
    subscriptionEndDate: z.string().nullable(),
  }),
);
