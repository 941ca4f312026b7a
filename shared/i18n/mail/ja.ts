import type { MailTexts } from './fr';

export default {
  /** Account e-mails: subject, one-line intro, button label, validity note, what to do if unexpected. */
  verificationMail: {
    subject: 'メールアドレスの確認 — RisqueVision',
    intro: 'RisqueVision へようこそ。リスク分析スペースを開くには、メールアドレスを確認してください。',
    action: 'メールアドレスを確認する',
    validity: 'このリンクの有効期限は 24 時間で、1 回のみ使用できます。',
    ignore: 'アカウントを作成していない場合は、このメールを無視してください。',
  },
  resetPasswordMail: {
    subject: 'パスワードの再設定 — RisqueVision',
    intro: 'RisqueVision アカウントのパスワード再設定が依頼されました。',
    action: '新しいパスワードを設定する',
    validity: 'このリンクの有効期限は 1 時間で、1 回のみ使用できます。',
    ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  },
  /** The e-mail that carries a PDF report: {{area}} the work area, {{sender}} the adviser, {{count}} the risks. */
  reportMail: {
    subject: '労働安全衛生リスク分析報告書 — {{area}}',
    intro: '「{{area}}」の労働安全衛生リスク分析報告書を添付いたします（送信者：{{sender}}）。',
    risks: '報告書に含まれるリスク：{{count}} 件。',
    notice:
      '本報告書は情報提供のみを目的としており、資格を持つ専門家の助言に代わるものではありません。ご質問はこのメールにご返信ください。',
  },
  actionReminderMail: {
    subjectBefore: 'リマインダー：是正措置の期限は {{date}} です — {{area}}',
    subjectOverdue: '期限超過：是正措置の期限 {{date}} を過ぎています — {{area}}',
    greeting: '{{name}} 様',
    intro: '{{adviser}} から、リスク分析「{{area}}」に基づく是正措置が割り当てられています。',
    action: '措置：{{title}}',
    risk: '対象リスク：{{risk}}（レベル：{{level}}）',
    due: '期限：{{date}}',
    before: '期限が近づいています。措置が完了したら、是正後の写真を添えて {{adviser}} にお知らせください。',
    overdue: '期限を過ぎています。{{adviser}} と相談し、措置を完了するか新しい期限を決めてください。',
    footer: 'ご不明な点はこのメールに返信してください。返信は {{adviser}} に届きます。',
  },
} satisfies MailTexts;
