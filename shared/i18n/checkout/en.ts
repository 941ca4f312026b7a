import type { CheckoutTexts } from './fr';

export default {
  checkout: {
    title: 'Complete your subscription',
    subtitle: 'Check the plan you chose, then enter your e-mail to continue to secure payment.',
    emailLabel: 'E-mail',
    continue: 'Continue to payment',
    trialNote:
      'New customers get a {{days}}-day free trial, one per e-mail address. An address that already had a subscription renews it without a trial.',
    otherPlans: 'See all plans',
    unknownTitle: 'Plan not found',
    unknownBody: 'This plan does not exist. Choose one from the list of plans.',
    seePlans: 'See the plans',
    checking: 'Checking…',
    redirecting: 'Redirecting to payment…',
    redirectError: 'Unable to redirect to payment',
    tryAgain: 'An error occurred. Please try again.',
    errors: {
      emailRequired: 'Email required',
      invalidEmail: 'Please enter a valid email address',
      countryRequired: 'Choose your country to continue',
    },
  },
  pricing: {
    title: 'Choose your plan',
    subtitle:
      'Enter your e-mail, then choose a plan. We check whether this address already has a subscription.',
    emailLabel: 'Your e-mail',
    emailHelp: 'New customers get a free trial; an expired subscription is renewed without a trial.',
    trialTitle: 'Your {{days}}-day free trial starts today',
    trialBody: 'New customer: you are being taken to secure payment to start your trial.',
    renewalTitle: 'Renew your subscription (no trial)',
    renewalBody: 'This address already has an account: the payment renews your subscription starting today.',
    signInTitle: 'Log in to renew',
    signInBody:
      'This address already has an account. Log in, then choose your plan: the renewal goes onto that account.',
    activeTitle: 'Your subscription is active',
    activeBody: 'This address already has an active subscription. Log in to continue.',
  },
} satisfies CheckoutTexts;
