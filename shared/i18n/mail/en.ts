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
  passwordChangedMail: {
    subject: 'Your password was changed — RisqueVision',
    intro:
      'The password of your RisqueVision account was just changed. Your sessions on other devices were signed out.',
    action: 'Review my account security',
    validity: 'If this was you, there is nothing to do.',
    ignore: 'If this was not you, reset your password now with “Forgot password?” and contact support.',
  },
  twoFactorEnabledMail: {
    subject: 'Two-step sign-in turned on — RisqueVision',
    intro:
      'Two-step sign-in is now on for your RisqueVision account: each sign-in will ask for a code from your authenticator app.',
    action: 'Review my account security',
    validity:
      'Keep your recovery codes somewhere safe: each one signs you in once if you no longer have your phone.',
    ignore: 'If this was not you, change your password now and contact support.',
  },
  twoFactorDisabledMail: {
    subject: 'Two-step sign-in turned off — RisqueVision',
    intro:
      'Two-step sign-in was turned off for your RisqueVision account: your password alone signs you in again.',
    action: 'Review my account security',
    validity:
      'If this was you, there is nothing to do. You can turn it back on at any time from your profile.',
    ignore:
      'If this was not you, change your password now, turn two-step sign-in back on and contact support.',
  },
  /** The e-mail that carries a PDF report: {{area}} the work area, {{sender}} the adviser, {{count}} the risks. */
  reportMail: {
    subject: 'OHS risk analysis report — {{area}}',
    intro:
      'Please find attached the occupational health and safety risk analysis report for “{{area}}”, sent by {{sender}}.',
    risks: 'Risks kept in the report: {{count}}.',
    notice:
      'This report is for information only and does not replace the advice of a qualified professional. For any question, reply to this e-mail.',
  },
  actionReminderMail: {
    subjectBefore: 'Reminder: corrective action due by {{date}} — {{area}}',
    subjectOverdue: 'Overdue: corrective action due on {{date}} — {{area}}',
    greeting: 'Hello {{name}},',
    intro: '{{adviser}} assigned you a corrective action following the risk analysis “{{area}}”.',
    action: 'Action: {{title}}',
    risk: 'Risk addressed: {{risk}} ({{level}} level)',
    due: 'Due date: {{date}}',
    before:
      'The due date is near. Once the action is done, let {{adviser}} know (with a photo taken after the correction).',
    overdue:
      'The due date has passed. Check in with {{adviser}}: complete the action or agree on a new date.',
    footer: 'For any question, reply to this e-mail: your answer goes to {{adviser}}.',
  },
  teamInvitationMail: {
    subject: '{{inviter}} invites you to the {{team}} team — RisqueVision',
    intro:
      '{{inviter}} ({{inviterEmail}}) invites you to join the {{team}} team on RisqueVision, the workplace health and safety risk analysis platform, as {{role}}.',
    action: 'See the invitation',
    validity: 'This invitation is valid until {{date}} (7 days) and can be used once.',
    ignore: 'If you were not expecting it, ignore this message: nothing happens without your answer.',
    roles: {
      admin: 'administrator',
      member: 'member',
    },
  },
  visitorCodeMail: {
    subject: 'Your visitor access to the {{team}} team — RisqueVision',
    intro: "{{inviter}} gives you read-only access to the {{team}} team's reports on RisqueVision.",
    codeLabel: 'Your access code',
    action: "Open the team's reports",
    validity: 'The code is valid until {{date}} and is for you only: do not share it.',
    ignore: 'If you were not expecting it, ignore this message.',
  },
} satisfies MailTexts;
