import type { PaymentTexts } from './fr';

export default {
  /** The local payment pages (the stand-in for the provider's hosted pages when no key is configured). */
  paymentPage: {
    banner: 'Local test payment — no card is charged.',
    title: 'Secure payment',
    plan: 'Plan',
    price: 'Price',
    perMonth: 'per month',
    perYear: 'per year',
    trial: '{{days}} days free, then {{price}}.',
    noTrial: 'No free trial: the first payment is taken today.',
    pay: 'Pay',
    cancel: 'Cancel and go back',
    closed: 'This payment session is no longer open.',
    portal: 'Manage subscription',
    firstCharge: 'First charge',
    periodEnd: 'Period end',
    endsAt: 'ends at period end',
    cancelAtEnd: 'Cancel at period end',
    resume: 'Resume subscription',
    back: 'Back to RisqueVision',
    status: 'Status',
    statuses: {
      trialing: 'Free {{days}}-day trial',
      active: 'Active',
      canceled: 'Cancelled',
      past_due: 'Payment overdue',
      incomplete: 'Payment incomplete',
      incomplete_expired: 'Payment expired',
      unpaid: 'Unpaid',
      paused: 'Paused',
    },
  },
} satisfies PaymentTexts;
