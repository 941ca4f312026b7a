import * as z from 'zod';
import { createVisitorCodeRequest, VISITOR_CODE_DAYS } from '#shared/schemas/teams';
import { emailSchema } from '#shared/schemas/auth';

/** The visitor code form, on the shared request schema, with "fill in all fields" for an empty address. */
export const visitorCodeForm = createVisitorCodeRequest.extend({
  email: z.string().trim().min(1, { message: 'fillAllFields' }).pipe(emailSchema),
});

export const VISITOR_CODE_DEFAULTS = { email: '', days: VISITOR_CODE_DAYS.default };
