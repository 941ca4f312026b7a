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
  passwordChangedMail: {
    subject: '您的密码已更改 — RisqueVision',
    intro: '您的 RisqueVision 账户密码刚刚被更改。您在其他设备上的会话已退出登录。',
    action: '查看我的账户安全',
    validity: '如果是您本人操作，无需任何处理。',
    ignore: '如果不是您本人操作，请立即通过“忘记密码？”重置密码，并联系客服。',
  },
  twoFactorEnabledMail: {
    subject: '两步登录已开启 — RisqueVision',
    intro: '您的 RisqueVision 账户已开启两步登录：每次登录都需要输入身份验证器应用中的验证码。',
    action: '查看我的账户安全',
    validity: '请妥善保管您的恢复码：如果手机不在身边，每个恢复码可用于登录一次。',
    ignore: '如果不是您本人操作，请立即更改密码并联系客服。',
  },
  twoFactorDisabledMail: {
    subject: '两步登录已关闭 — RisqueVision',
    intro: '您的 RisqueVision 账户已关闭两步登录：现在仅凭密码即可登录。',
    action: '查看我的账户安全',
    validity: '如果是您本人操作，无需任何处理。您可以随时在个人资料中重新开启。',
    ignore: '如果不是您本人操作，请立即更改密码、重新开启两步登录并联系客服。',
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
  teamInvitationMail: {
    subject: '{{inviter}} 邀请您加入 {{team}} 团队 — RisqueVision',
    intro:
      '{{inviter}}（{{inviterEmail}}）邀请您以{{role}}身份加入职业健康安全风险分析平台 RisqueVision 上的 {{team}} 团队。',
    action: '查看邀请',
    validity: '此邀请在 {{date}} 前有效（7 天），且只能使用一次。',
    ignore: '如果您没有预期收到此邀请，请忽略此邮件：在您回复之前，不会发生任何变化。',
    roles: {
      admin: '管理员',
      member: '成员',
    },
  },
  visitorCodeMail: {
    subject: '您对 {{team}} 团队的访客访问权限 — RisqueVision',
    intro: '{{inviter}} 授予您只读权限，可查看 RisqueVision 上 {{team}} 团队的报告。',
    codeLabel: '您的访问码',
    action: '打开团队报告',
    validity: '此访问码在 {{date}} 前有效，仅供您本人使用：请勿与他人分享。',
    ignore: '如果您没有预期收到此邮件，请忽略。',
  },
} satisfies MailTexts;
