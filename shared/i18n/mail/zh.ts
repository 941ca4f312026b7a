import type { MailTexts } from './fr';

export default {
  /** Account e-mails: subject, one-line intro, button label, validity note, what to do if unexpected. */
  verificationMail: {
    subject: '请确认您的电子邮件地址 — RisqueVision',
    intro: '欢迎使用 RisqueVision。请确认您的电子邮件地址，以进入您的风险分析空间。',
    action: '确认我的地址',
    validity: '此链接在 24 小时内有效，且只能使用一次。',
    ignore: '如果您没有创建账户，请忽略此邮件。',
  },
  resetPasswordMail: {
    subject: '重置您的密码 — RisqueVision',
    intro: '您请求重置 RisqueVision 账户的密码。',
    action: '设置新密码',
    validity: '此链接在 1 小时内有效，且只能使用一次。',
    ignore: '如果这不是您的请求，请忽略此邮件：您的密码不会改变。',
  },
} satisfies MailTexts;
