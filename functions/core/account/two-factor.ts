import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { RECOVERY_CODE_COUNT, type TwoFactorSetup } from '#shared/schemas/profile';
import {
  claimTotpStep,
  consumeRecoveryCode,
  deleteRecoveryCodes,
  replaceRecoveryCodes,
} from '#adapters/table/two-factor';
import { updateUser, type User } from '#adapters/table/users';
import { AppError } from '#core/errors';
import { verifyPassword } from './passwords';
import { sendSecurityNotice } from './security-notices';

const ISSUER = 'RisqueVision';
/** A code of the step before or after is accepted too: phones' clocks drift, people type slowly. */
const TOLERANCE_SECONDS = 30;
/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 16;

/**
 * Starts setting up two-factor sign-in: a new secret, kept pending until a first code proves the
 * app holds it. Setting up again replaces a pending secret; an enabled one must be disabled first.
 */
export async function setupTwoFactor(user: User): Promise<TwoFactorSetup> {
  if (user.twoFactorSecret) throw new AppError(409, 'twoFactorAlreadyEnabled');
  const secret = generateSecret();
  await updateUser(user.id, { twoFactorPendingSecret: secret });
  const otpauthUri = generateURI({ issuer: ISSUER, label: user.email, secret });
  // Loaded here: every function signs in through this module, only the setup draws a QR code.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Turns it on with a first code of the pending secret; answers the recovery codes, shown once. */
export async function enableTwoFactor(user: User, code: string): Promise<{ recoveryCodes: string[] }> {
  if (user.twoFactorSecret) throw new AppError(409, 'twoFactorAlreadyEnabled');
  if (!user.twoFactorPendingSecret) throw new AppError(400, 'twoFactorNotSetUp');
  if (!(await acceptsCode(user.id, user.twoFactorPendingSecret, code)))
    throw new AppError(400, 'invalidTwoFactorCode');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(user.id, codes);
  const updated = await updateUser(user.id, {
    twoFactorSecret: user.twoFactorPendingSecret,
    twoFactorPendingSecret: null,
  });
  await sendSecurityNotice(updated, 'twoFactorEnabledMail');
  return { recoveryCodes: codes.map((raw) => raw.match(/.{4}/g)!.join('-')) };
}

/** Turns it off; the password is asked again, so an unattended open session cannot. */
export async function disableTwoFactor(user: User, password: string): Promise<void> {
  if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash)))
    throw new AppError(400, 'wrongCurrentPassword');
  const wasEnabled = Boolean(user.twoFactorSecret);
  const updated = await updateUser(user.id, { twoFactorSecret: null, twoFactorPendingSecret: null });
  await deleteRecoveryCodes(user.id);
  if (wasEnabled) await sendSecurityNotice(updated, 'twoFactorDisabledMail');
}

export interface SecondFactor {
  code?: string;
  /** Normalised by the request schema: lower case, no dashes. */
  recoveryCode?: string;
}

/** Whether the sign-in's second factor holds: a code of the app (once), or an unused recovery code. */
export async function secondFactorHolds(user: User, proof: SecondFactor): Promise<boolean> {
  if (!user.twoFactorSecret) return true;
  if (proof.code) return acceptsCode(user.id, user.twoFactorSecret, proof.code);
  if (proof.recoveryCode) return consumeRecoveryCode(user.id, proof.recoveryCode);
  return false;
}

/** A right code of a time step later than the last one used: a code works once. */
async function acceptsCode(userId: string, secret: string, code: string): Promise<boolean> {
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
  return result.valid && 'timeStep' in result && (await claimTotpStep(userId, result.timeStep));
}

function newRecoveryCode(): string {
  return Array.from(
    { length: RECOVERY_LENGTH },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  ).join('');
}
