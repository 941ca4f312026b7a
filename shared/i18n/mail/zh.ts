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
  /** The e-mail that carries a PDF report: {{area}} the work area, {{sender}} the adviser, {{count}} the risks. */
  reportMail: {
    subject: '职业健康安全风险分析报告 — {{area}}',
    intro: '附件是“{{area}}”的职业健康安全风险分析报告，由 {{sender}} 发送。',
    risks: '报告中包含的风险：{{count}} 项。',
    notice: '本报告仅供参考，不能替代合格专业人员的意见。如有任何问题，请直接回复此邮件。',
  },
} satisfies MailTexts;
