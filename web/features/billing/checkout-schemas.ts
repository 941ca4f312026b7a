import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { COUNTRIES } from '#shared/countries';
import { emailSchema } from '#shared/schemas/auth';

/* Loaded on a checkout form's first validation (./checkout-form.ts), never with the page. */

/** E-mail of a checkout form: required first, then a valid address. */
const checkoutEmail = z.string().trim().min(1, { message: 'emailRequired' }).pipe(emailSchema);

const checkoutEmailForm = z.object({ email: checkoutEmail });

const internationalCheckoutForm = z.object({
  email: checkoutEmail,
  country: z.string().pipe(z.enum(COUNTRIES, { message: 'countryRequired' })),
});

export const checkoutEmailResolver = zodResolver(checkoutEmailForm);
export const internationalCheckoutResolver = zodResolver(internationalCheckoutForm);
