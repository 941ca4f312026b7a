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
  actionReminderMail: {
    subjectBefore: '提醒：纠正措施须于 {{date}} 前完成 — {{area}}',
    subjectOverdue: '已逾期：纠正措施原定于 {{date}} 完成 — {{area}}',
    greeting: '{{name}}，您好：',
    intro: '{{adviser}} 在风险分析“{{area}}”之后指派给您一项纠正措施。',
    action: '措施：{{title}}',
    risk: '针对的风险：{{risk}}（{{level}}级）',
    due: '截止日期：{{date}}',
    before: '截止日期临近。完成后请告知 {{adviser}}（附整改后的照片）。',
    overdue: '截止日期已过。请与 {{adviser}} 沟通：完成该措施或商定新的日期。',
    footer: '如有任何问题，请直接回复此邮件，回复将发送给 {{adviser}}。',
  },
} satisfies MailTexts;
