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
} satisfies MailTexts;
