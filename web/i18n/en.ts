import type { Translation } from './fr';

export default {
  common: {
    brand: 'RisqueVision',
    tagline: 'Occupational health and safety risk analysis',
    backHome: 'Back to home',
    logout: 'Log out',
    loggingOut: 'Logging out…',
    loading: 'Loading…',
    language: 'Language',
    legalNotice:
      'Analyses are provided for information only and do not replace the advice of a qualified occupational health and safety professional.',
  },
  toast: {
    label: 'Notification',
    region: 'Notifications ({hotkey})',
    close: 'Close notification',
  },
  password: {
    show: 'Show password',
    hide: 'Hide password',
  },
  validation: {
    invalidEmail: 'Enter a valid e-mail address.',
    passwordRequired: 'Enter your password.',
    invalid: 'This value is not valid.',
  },
  landing: {
    pitch:
      'RisqueVision analyses photos and documents of your workplaces to identify hazards, assess risks and produce professional OHS reports.',
    login: 'Log in',
  },
  login: {
    title: 'Log in',
    subtitle: 'Access your risk analysis workspace.',
    email: 'E-mail',
    emailPlaceholder: 'you@company.com',
    password: 'Password',
    forgotPassword: 'Forgot password?',
    submit: 'Log in',
    submitting: 'Logging in…',
    errorTitle: 'Login error',
    invalidCredentials: 'Invalid credentials',
    tooManyTitle: 'Too many attempts',
    subscriptionTitle: 'Subscription expired',
    subscriptionExpired: 'Your subscription has expired. Please subscribe to continue using RisqueVision.',
    networkTitle: 'Server connection error',
    networkDescription: 'Check your Internet connection, then try again.',
    unexpected: 'An error occurred. Please try again.',
  },
  guard: {
    checking: 'Checking access…',
  },
  verification: {
    title: 'E-mail verification required',
    body: 'You must verify your e-mail address before using the application.',
    sentTo: 'Open the verification link sent to:',
    waiting: 'This page updates automatically as soon as your address is verified.',
  },
  app: {
    signedInAs: 'Signed in as',
    workspaceTitle: 'Risk analysis workspace',
    workspaceBody: 'Your OHS risk analysis workspace will be here.',
  },
  logoutError: {
    title: 'Logout failed',
    description: 'The server could not be reached. Try again in a moment.',
  },
  errorPage: {
    title: 'Something went wrong',
    body: 'The page could not be loaded. Reload the page to try again.',
    reload: 'Reload the page',
  },
  notFound: {
    code: 'Error 404',
    title: 'Page not found',
    body: 'This page does not exist or is not available yet.',
  },
  // ── public pages (landing, pricing, legal, checkout): insert sections above this line ──
  // ── account pages (passwords, verification, setup, payment results, profile): insert sections above this line ──
} satisfies Translation;
