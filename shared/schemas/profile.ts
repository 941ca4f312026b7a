import * as z from 'zod';
import { schema } from './schema';
import { LANGUAGE_CODES } from '../languages';
import { PASSWORD_MAX_LENGTH } from '../passwords';
import { BILLING_PERIODS } from '../plans';
import { isConseillerTier, SUBSCRIPTION_STATUSES, TIERS } from '../tiers';

/**
 * The profile page's calls: the person's details, their sessions and two-factor sign-in.
 * Field messages are i18n keys (`tooLong`, `invalidPhone`), translated by the web app.
 */
export const PROFILE_FIELD_MAX = {
  firstName: 80,
  lastName: 80,
  phone: 32,
  company: 160,
  position: 120,
} as const;

const text = (max: number) => z.string().trim().max(max, { message: 'tooLong' });

/**
 * Loose on purpose: digits with the usual separators, an optional leading +, an extension
 * ("poste 12", "x12") — at least 7 digits, so a typo of a few characters is caught.
 */
const PHONE = /^\+?[\d\s().-]{7,}(?:\s*(?:x|ext\.?|poste)\s*\d{1,6})?$/i;
const phone = /* @__PURE__ */ schema(() =>
  z
    .string()
    .trim()
    .max(PROFILE_FIELD_MAX.phone, { message: 'tooLong' })
    .refine((value) => value === '' || (PHONE.test(value) && value.replace(/\D/g, '').length >= 7), {
      message: 'invalidPhone',
    }),
);

/** The fields a user edits; the e-mail address is not among them (it is the sign-in). */
export const profileDetails = /* @__PURE__ */ schema(() =>
  z.object({
    firstName: text(PROFILE_FIELD_MAX.firstName),
    lastName: text(PROFILE_FIELD_MAX.lastName),
    phone,
    company: text(PROFILE_FIELD_MAX.company),
    position: text(PROFILE_FIELD_MAX.position),
  }),
);
export type ProfileDetails = z.infer<typeof profileDetails>;

/** Absent fields are left as they are; an unknown field (the e-mail address) is refused. */
export const updateProfileRequest = /* @__PURE__ */ schema(() =>
  profileDetails
    .extend({ language: z.enum(LANGUAGE_CODES, { message: 'invalidLanguage' }) })
    .partial()
    .strict(),
);
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const profileUsage = /* @__PURE__ */ schema(() =>
  z.object({
    /** Analyses started this calendar month (UTC), from the quota counters. */
    analysesThisMonth: z.number().int(),
    /**
     * The team's figures: always null here. The web reads them from `GET /api/team` when the user is
     * in a team, so they have one source.
     */
    pagesUsed: z.number().int().nullable(),
    pagesLimit: z.number().int().nullable(),
    seatsUsed: z.number().int().nullable(),
    seatsTotal: z.number().int().nullable(),
  }),
);
export type ProfileUsage = z.infer<typeof profileUsage>;

export const profileResponse = /* @__PURE__ */ schema(() =>
  z.object({
    profile: profileDetails.extend({ email: z.string(), language: z.enum(LANGUAGE_CODES) }),
    subscription: z.object({
      tier: z.enum(TIERS),
      status: z.enum(SUBSCRIPTION_STATUSES),
      endDate: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      billing: z.enum(BILLING_PERIODS).nullable(),
    }),
    usage: profileUsage,
    twoFactor: z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() }),
  }),
);
export type Profile = z.infer<typeof profileResponse>;

export const userSession = /* @__PURE__ */ schema(() =>
  z.object({
    /** Not the session's key: a digest of it, enough to name the session and nothing more. */
    id: z.string(),
    /** From the browser's User-Agent at sign-in; null when it named none we know. */
    browser: z.string().nullable(),
    os: z.string().nullable(),
    createdAt: z.string(),
    lastUsedAt: z.string(),
    /** The session making this request. */
    current: z.boolean(),
  }),
);
export type UserSession = z.infer<typeof userSession>;
export const sessionsResponse = /* @__PURE__ */ schema(() => z.object({ sessions: z.array(userSession) }));
export const revokeSessionsResponse = /* @__PURE__ */ schema(() =>
  z.object({ success: z.literal(true), revoked: z.number().int() }),
);

/** A code of the authenticator app: six digits (spaces the app shows in the middle are dropped). */
export const totpCode = /* @__PURE__ */ schema(() =>
  z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { message: 'invalidCode' })),
);

/** Recovery codes are shown as `abcd-efgh-jkmn-pqrs`; case, spaces and dashes do not matter. */
export const RECOVERY_CODE_COUNT = 10;
export const recoveryCode = /* @__PURE__ */ schema(() =>
  z
    .string()
    .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
    .pipe(z.string().regex(/^[a-z2-9]{16}$/, { message: 'invalidRecoveryCode' })),
);

export const twoFactorSetupResponse = /* @__PURE__ */ schema(() =>
  z.object({
    /** For typing into the app by hand; the same secret is in the URI. Never sent again once enabled. */
    secret: z.string(),
    otpauthUri: z.string(),
    /** The URI as a QR code, an SVG data URL. */
    qrCode: z.string(),
  }),
);
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponse>;

export const twoFactorEnableRequest = /* @__PURE__ */ schema(() => z.object({ code: totpCode }));
/** Shown once: only their hashes are kept. */
export const twoFactorEnableResponse = /* @__PURE__ */ schema(() =>
  z.object({ recoveryCodes: z.array(z.string()) }),
);
export const twoFactorDisableRequest = /* @__PURE__ */ schema(() =>
  z.object({
    password: z.string().min(1, { message: 'passwordRequired' }).max(PASSWORD_MAX_LENGTH),
  }),
);

/** Where a user's profile page is: the adviser's app has its own address (the spec's route table). */
export function profilePathOf(user: { tier: string; sourceInterface?: string | null }): string {
  return isConseillerTier(user.tier) && user.sourceInterface !== 'international'
    ? '/conseiller-sst/profil'
    : '/profile';
}
