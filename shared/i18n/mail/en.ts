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
} satisfies MailTexts;
