import * as z from 'zod';
import { schema } from './schema';
import { BILLING_PERIODS } from '../plans';
import { ENTERPRISE_PACK_TIERS } from '../tiers';
import { emailSchema } from './auth';
import { newPasswordSchema } from './account';

/**
 * The enterprise team calls: team, members, invitations, visitor codes (docs/adr/0014-teams.md).
 * Field messages are i18n keys, translated by the web app.
 */
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** Who an owner or admin may invite, or make of a member: never a second owner. */
export const INVITE_ROLES = ['member', 'admin'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

export const MEMBER_STATUSES = ['active', 'revoked'] as const;
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'cancelled'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const VISITOR_CODE_STATUSES = ['active', 'expired', 'cancelled'] as const;

/** An invitation link works this long; a resend starts a new period with a new link. */
export const INVITATION_TTL_DAYS = 7;
/** At most this many invitations wait at once per seat left (they hold no seat; see the ADR). */
export const PENDING_INVITATIONS_PER_FREE_SEAT = 2;
/** Visitor codes: 12 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const VISITOR_CODE_LENGTH = 12;
export const VISITOR_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const VISITOR_CODE_DAYS = { min: 1, max: 30, default: 7 } as const;

const name = /* @__PURE__ */ schema(() => z.string().trim().min(1, { message: 'fillAllFields' }).max(120));
const token = /* @__PURE__ */ schema(() =>
  z.string().trim().min(16, { message: 'invitationTokenMissing' }).max(200),
);

export const teamOverviewResponse = /* @__PURE__ */ schema(() =>
  z.object({
    /** The caller's role in the team. */
    role: z.enum(TEAM_ROLES),
    team: z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      subscriptionTier: z.enum(ENTERPRISE_PACK_TIERS),
      maxMembers: z.number().int(),
      /** Owner included. */
      activeMembers: z.number().int(),
      pendingInvitations: z.number().int(),
      isActive: z.boolean(),
      /** Whole days until the subscription ends; 0 or less is expired; null while unknown. */
      daysRemaining: z.number().int().nullable(),
      billingCycle: z.enum(BILLING_PERIODS).nullable(),
      createdAt: z.string(),
      subscriptionEndDate: z.string().nullable(),
      /** This calendar month (UTC): pages read by the team's analyses, out of the pack's allowance. */
      pagesUsed: z.number().int(),
      pagesLimit: z.number().int(),
      analysesThisMonth: z.number().int(),
    }),
  }),
);
export type TeamOverview = z.infer<typeof teamOverviewResponse>;

export const teamMember = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(TEAM_ROLES),
    status: z.enum(MEMBER_STATUSES),
    joinedAt: z.string(),
    /** Last time the member's session was used; null if never. */
    lastAccessAt: z.string().nullable(),
  }),
);
export type TeamMember = z.infer<typeof teamMember>;
export const teamMembersResponse = /* @__PURE__ */ schema(() => z.object({ members: z.array(teamMember) }));

export const teamInvitation = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(INVITE_ROLES),
    status: z.enum(INVITATION_STATUSES),
    invitedAt: z.string(),
    expiresAt: z.string(),
  }),
);
export type TeamInvitation = z.infer<typeof teamInvitation>;
export const teamInvitationsResponse = /* @__PURE__ */ schema(() =>
  z.object({ invitations: z.array(teamInvitation) }),
);

export const inviteRequest = /* @__PURE__ */ schema(() =>
  z.object({
    name,
    email: emailSchema,
    role: z.enum(INVITE_ROLES).default('member'),
  }),
);
export type InviteRequest = z.infer<typeof inviteRequest>;

export const revokeMemberRequest = /* @__PURE__ */ schema(() =>
  z.object({ reason: z.string().trim().max(200).optional() }),
);
export const changeRoleRequest = /* @__PURE__ */ schema(() => z.object({ role: z.enum(INVITE_ROLES) }));

export const invitationTokenQuery = /* @__PURE__ */ schema(() => z.object({ token }));
export const invitationTokenRequest = /* @__PURE__ */ schema(() => z.object({ token }));

export const invitationVerifyResponse = /* @__PURE__ */ schema(() =>
  z.object({
    teamName: z.string(),
    inviterName: z.string(),
    inviterEmail: z.string(),
    email: z.string(),
    role: z.enum(INVITE_ROLES),
    subscriptionTier: z.enum(ENTERPRISE_PACK_TIERS),
    expiresAt: z.string(),
    status: z.enum(INVITATION_STATUSES),
    /** The invited address already has an account: accepting joins it to the team (no new password). */
    isExistingUser: z.boolean(),
  }),
);
export type InvitationVerify = z.infer<typeof invitationVerifyResponse>;

export const acceptInvitationResponse = /* @__PURE__ */ schema(() =>
  z.object({
    success: z.literal(true),
    /** A new account: its password is set on /set-password?token={passwordToken}. */
    needsPasswordSetup: z.boolean(),
    passwordToken: z.string().nullable(),
    redirectTo: z.string(),
  }),
);

export const setPasswordRequest = /* @__PURE__ */ schema(() =>
  z.object({ token, password: newPasswordSchema }),
);
export const setPasswordTokenResponse = /* @__PURE__ */ schema(() =>
  z.object({
    email: z.string(),
    subscriptionTier: z.string(),
  }),
);

export const visitorCode = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    /** The visitor's name once the code has been used. */
    name: z.string().nullable(),
    status: z.enum(VISITOR_CODE_STATUSES),
    createdAt: z.string(),
    expiresAt: z.string(),
    lastUsedAt: z.string().nullable(),
  }),
);
export const visitorCodesResponse = /* @__PURE__ */ schema(() => z.object({ codes: z.array(visitorCode) }));
export const createVisitorCodeRequest = /* @__PURE__ */ schema(() =>
  z.object({
    email: emailSchema,
    days: z.coerce
      .number()
      .int()
      .min(VISITOR_CODE_DAYS.min)
      .max(VISITOR_CODE_DAYS.max)
      .default(VISITOR_CODE_DAYS.default),
  }),
);

export const visitorValidateRequest = /* @__PURE__ */ schema(() =>
  z.object({
    name: z.string().trim().min(1, { message: 'visitorNameRequired' }).max(120),
    email: z.string().trim().min(1, { message: 'visitorEmailRequired' }).pipe(emailSchema),
    code: z
      .string()
      .trim()
      .toUpperCase()
      .min(1, { message: 'visitorCodeRequired' })
      .length(VISITOR_CODE_LENGTH, { message: 'visitorCodeLength' }),
  }),
);
export const visitorValidateResponse = /* @__PURE__ */ schema(() =>
  z.object({
    success: z.literal(true),
    accessToken: z.object({ email: z.string(), role: z.literal('visitor') }),
    redirectTo: z.string(),
  }),
);
