import type { MailTexts } from './fr';

export default {
  /** Account e-mails: subject, one-line intro, button label, validity note, what to do if unexpected. */
  verificationMail: {
    subject: 'Confirm your e-mail address — RisqueVision',
    intro: 'Welcome to RisqueVision. Confirm your e-mail address to open your risk analysis workspace.',
    action: 'Confirm my address',
    validity: 'This link is valid for 24 hours and can be used once.',
    ignore: 'If you did not create an account, ignore this message.',
  },
  resetPasswordMail: {
    subject: 'Reset your password — RisqueVision',
    intro: 'You asked to reset the password of your RisqueVision account.',
    action: 'Choose a new password',
    validity: 'This link is valid for 1 hour and can be used once.',
    ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
  },
} satisfies MailTexts;
