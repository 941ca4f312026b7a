import { randomInt, randomUUID } from 'node:crypto';
import { VISITOR_CODE_ALPHABET, VISITOR_CODE_LENGTH } from '#shared/schemas/teams';
import type * as z from 'zod';
import type { visitorCode } from '#shared/schemas/teams';
import { sendMail } from '#adapters/mail';
import { clearCounter, incrementCounter, readCounter } from '#adapters/table/counters';
import { createVisitorSession, revokeUserSessions } from '#adapters/table/sessions';
import { getTeam, teamContents } from '#adapters/table/teams';
import { secretHash, type VisitorCodeRecord } from '#adapters/table/team-items';
import {
  cancelVisitorCode,
  getVisitorCode,
  putVisitorCode,
  useVisitorCode,
  visitorCodeBySecret,
} from '#adapters/table/team-visitor-codes';
import type { User } from '#adapters/table/users';
import { config } from '#functions/config';
import { signSessionToken } from '#core/account';
import { AppError, notFound } from '#core/errors';
import type { ActiveSession } from '#core/account';
import { managedTeam } from './team-access';
import { visitorCodeMail } from './team-mails';

type VisitorCode = z.infer<typeof visitorCode>;

/** Wrong codes allowed per client address and per e-mail address in the window, then 429. */
const VISITOR_FAILURES = { perAddress: 10, perEmail: 5, windowSeconds: 15 * 60 } as const;
/** A visitor's session lasts a working day at most (and never past the code). */
const VISITOR_SESSION_SECONDS = 12 * 3600;

/** 12 characters from 31 without look-alikes: about 59 bits, and throttled guessing on top. */
export function newVisitorCode(): string {
  return Array.from(
    { length: VISITOR_CODE_LENGTH },
    () => VISITOR_CODE_ALPHABET[randomInt(VISITOR_CODE_ALPHABET.length)],
  ).join('');
}

function toVisitorCode(record: VisitorCodeRecord, now = new Date()): VisitorCode {
  const status =
    record.status === 'active' && record.validUntil <= now.toISOString() ? 'expired' : record.status;
  return {
    id: record.id,
    email: record.email,
    name: record.name,
    status,
    createdAt: record.createdAt,
    expiresAt: record.validUntil,
    lastUsedAt: record.lastUsedAt,
  };
}

export async function listVisitorCodes(user: User): Promise<VisitorCode[]> {
  const caller = await managedTeam(user);
  const { visitorCodes } = await teamContents(caller.team.id);
  return visitorCodes
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((code) => toVisitorCode(code));
}

/** Issues a code for one e-mail address and sends it there; only its hash is kept. */
export async function createVisitorCode(user: User, email: string, days: number): Promise<VisitorCode> {
  const caller = await managedTeam(user);
  const code = newVisitorCode();
  const now = new Date();
  const record: VisitorCodeRecord = {
    id: randomUUID(),
    teamId: caller.team.id,
    email,
    name: null,
    status: 'active',
    createdAt: now.toISOString(),
    createdBy: user.id,
    validUntil: new Date(now.getTime() + days * 86400_000).toISOString(),
    lastUsedAt: null,
    codeHash: secretHash(code),
  };
  await putVisitorCode(record);
  const link = `${config().APP_ORIGIN}/visitor-access?code=${code}&email=${encodeURIComponent(email)}`;
  await sendMail(
    visitorCodeMail(
      {
        to: email,
        team: caller.team.name,
        inviter: caller.member.name,
        code,
        link,
        validUntil: record.validUntil,
      },
      caller.owner.language,
    ),
  );
  return toVisitorCode(record, now);
}

/** Cancels a code and ends the sessions it opened. */
export async function cancelCode(user: User, id: string): Promise<void> {
  const caller = await managedTeam(user);
  const code = await getVisitorCode(caller.team.id, id);
  if (!code) throw notFound();
  await cancelVisitorCode(caller.team.id, id);
  await revokeUserSessions(`visitor:${id}`);
}

const tooMany = () =>
  new AppError(429, 'tooManyAttempts', {}, { 'Retry-After': String(VISITOR_FAILURES.windowSeconds) });

export interface VisitorEntry {
  token: string;
  email: string;
}

/**
 * Opens a visitor's session from a code: the code must be active, unexpired, issued to this
 * e-mail address and, once used, by the same named person. Wrong codes are counted per client
 * address and per e-mail address; past either limit every try is refused for the window.
 */
export async function validateVisitor(
  input: { code: string; email: string; name: string },
  address: string,
): Promise<VisitorEntry> {
  const addressKey = `visitorFail#${address}`;
  const emailKey = `visitorFailEmail#${input.email}`;
  if (
    (await readCounter(addressKey)) >= VISITOR_FAILURES.perAddress ||
    (await readCounter(emailKey)) >= VISITOR_FAILURES.perEmail
  )
    throw tooMany();
  const code = await visitorCodeBySecret(input.code);
  const usable =
    code &&
    code.email === input.email &&
    (await getTeam(code.teamId)) &&
    (await useVisitorCode(code, input.name));
  if (!code || !usable) {
    await Promise.all([
      incrementCounter(addressKey, VISITOR_FAILURES.windowSeconds),
      incrementCounter(emailKey, VISITOR_FAILURES.windowSeconds),
    ]);
    throw new AppError(401, 'visitorCodeInvalid');
  }
  await clearCounter(emailKey);
  const untilCode = Math.floor((Date.parse(code.validUntil) - Date.now()) / 1000);
  const session = await createVisitorSession(
    { teamId: code.teamId, codeId: code.id, email: code.email, name: input.name },
    Math.max(60, Math.min(VISITOR_SESSION_SECONDS, untilCode)),
  );
  return { token: await signSessionToken({ sid: session.id, sub: session.userId }), email: code.email };
}

/** A visitor's session lives only while its code does (a cancelled or expired code ends it). */
export async function visitorStillAdmitted(session: ActiveSession): Promise<boolean> {
  if (!session.visitor) return true;
  const code = await getVisitorCode(session.visitor.teamId, session.visitor.codeId);
  return Boolean(code && code.status === 'active' && code.validUntil > new Date().toISOString());
}
