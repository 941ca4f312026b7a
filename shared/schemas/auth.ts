import * as z from 'zod';
import { schema } from './schema';
import { SOURCE_INTERFACES, SUBSCRIPTION_STATUSES, TIERS } from '../tiers';
import { PASSWORD_MAX_LENGTH } from '../passwords';
import { recoveryCode, totpCode } from './profile';

/** An e-mail address, trimmed and lower-cased so one person has one account. */
export const emailSchema = /* @__PURE__ */ schema(() =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ message: 'invalidEmail' })),
);

export const loginRequest = /* @__PURE__ */ schema(() =>
  z.object({
    email: emailSchema,
    // The login form trims the password.
    password: z.string().trim().min(1, { message: 'passwordRequired' }).max(PASSWORD_MAX_LENGTH),
    /** With two-factor sign-in on: the app's current code, or one of the recovery codes. */
    code: totpCode.optional(),
    recoveryCode: recoveryCode.optional(),
  }),
);
export type LoginRequest = z.infer<typeof loginRequest>;

export const publicUser = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    tier: z.enum(TIERS),
    role: z.enum(['user', 'admin']),
    sourceInterface: z.enum(SOURCE_INTERFACES).nullable(),
    emailVerified: z.boolean(),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
    subscriptionEndDate: z.string().nullable(),
    daysLeft: z.number().int().nullable(),
    /** The user's role in their enterprise team (a visitor's session says `visitor`); null outside one. */
    teamRole: z.enum(['owner', 'admin', 'member', 'visitor']).nullable(),
  }),
);
export type PublicUser = z.infer<typeof publicUser>;

export const loginResponse = /* @__PURE__ */ schema(() =>
  z.object({
    success: z.literal(true),
    user: publicUser,
    redirectTo: z.string(),
  }),
);
export type LoginResponse = z.infer<typeof loginResponse>;

export const authCheckResponse = /* @__PURE__ */ schema(() =>
  z.object({
    authenticated: z.boolean(),
    user: publicUser.nullable(),
  }),
);
export type AuthCheckResponse = z.infer<typeof authCheckResponse>;

/** @public Part of the API contract, though no caller parses it yet. */
export const logoutResponse = /* @__PURE__ */ schema(() => z.object({ success: z.literal(true) }));

/** @public The public health check: the function runs, in this version (no engine is called). */
export const healthResponse = /* @__PURE__ */ schema(() =>
  z.object({ status: z.literal('ok'), version: z.string() }),
);
export type HealthResponse = z.infer<typeof healthResponse>;

/** @public The administrators' health check: each engine probed (`checkedAt`: the probes are cached). */
export const engineHealthResponse = /* @__PURE__ */ schema(() =>
  z.object({
    status: z.enum(['ok', 'degraded']),
    engines: z.record(z.string(), z.object({ healthy: z.boolean(), detail: z.string().optional() })),
    checkedAt: z.string(),
  }),
);
export type EngineHealthResponse = z.infer<typeof engineHealthResponse>;
