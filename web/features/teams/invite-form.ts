import * as z from 'zod';
import { INVITE_ROLES, inviteRequest } from '#shared/schemas/teams';
import { emailSchema } from '#shared/schemas/auth';

/**
 * The invite dialog's form, on the shared request schema: the same name and address rules as
 * the server, plus what only a form has: an empty field says "fill in all fields".
 */
export const inviteForm = z.object({
  name: inviteRequest.shape.name,
  email: z.string().trim().min(1, { message: 'fillAllFields' }).pipe(emailSchema),
  role: z.enum(INVITE_ROLES),
});
