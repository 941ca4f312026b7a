import type { CommonTexts } from './fr';

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
  dialog: {
    close: 'Close',
    cancel: 'Cancel',
  },
  formErrors: {
    fillAllFields: 'Please fill in all fields.',
    passwordTooShort: 'Password must be at least {{min}} characters.',
    passwordTooLong: 'Password must be at most {{max}} characters.',
    passwordsMismatch: 'Passwords do not match.',
    newPasswordTooShort: 'New password must be at least {{min}} characters.',
    paymentIncomplete: 'Payment information is incomplete.',
    invitationTokenMissing: 'Missing invitation token.',
    visitorNameRequired: 'Please enter your full name.',
    visitorEmailRequired: 'Please enter your e-mail address.',
    visitorCodeRequired: 'Please enter your visitor access code.',
    visitorCodeLength: 'The access code has 12 characters.',
    network: 'Server connection error. Check your Internet connection, then try again.',
    unexpected: 'An error occurred. Please try again.',
  },
  passwordFields: {
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    currentPassword: 'Current password',
  },
  site: {
    headerNav: 'Site navigation',
    footerNav: 'Useful links',
    international: 'International',
    legalNoticeTitle: 'Important notice',
    copyright: '© {{year}} RisqueVision. All rights reserved.',
    links: {
      conseiller: 'OHS advisers',
      international: 'International edition',
      pricing: 'Plans and pricing',
      canadianRegulatory: 'Canadian regulations',
      privacy: 'Privacy policy',
      terms: 'Terms and conditions',
      contact: 'Contact us',
    },
  },
  landing: {
    pitch:
      'RisqueVision analyses photos and documents of your workplaces to identify hazards, assess risks and produce professional OHS reports.',
    login: 'Log in',
    openApp: 'My workspace',
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
  app: {
    signedInAs: 'Signed in as',
    profile: 'Profile',
  },
  guard: {
    checking: 'Checking access…',
  },
  logoutError: {
    title: 'Logout failed',
    description: 'The server could not be reached. Try again in a moment.',
  },
} satisfies CommonTexts;
