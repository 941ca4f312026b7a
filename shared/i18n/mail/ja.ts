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
  passwordChangedMail: {
    subject: 'パスワードが変更されました — RisqueVision',
    intro:
      'RisqueVision アカウントのパスワードが変更されました。他のデバイスのセッションはログアウトされました。',
    action: 'アカウントのセキュリティを確認',
    validity: 'ご本人による変更であれば、対応は不要です。',
    ignore:
      'お心当たりがない場合は、「パスワードをお忘れですか？」からすぐにパスワードを再設定し、サポートにご連絡ください。',
  },
  twoFactorEnabledMail: {
    subject: '2段階ログインが有効になりました — RisqueVision',
    intro:
      'RisqueVision アカウントで2段階ログインが有効になりました。ログインのたびに認証アプリのコードが求められます。',
    action: 'アカウントのセキュリティを確認',
    validity:
      'リカバリーコードは安全な場所に保管してください。スマートフォンが手元にないとき、各コードで1回ログインできます。',
    ignore: 'お心当たりがない場合は、すぐにパスワードを変更し、サポートにご連絡ください。',
  },
  twoFactorDisabledMail: {
    subject: '2段階ログインが無効になりました — RisqueVision',
    intro:
      'RisqueVision アカウントの2段階ログインが無効になりました。パスワードだけでログインできる状態に戻りました。',
    action: 'アカウントのセキュリティを確認',
    validity: 'ご本人による変更であれば、対応は不要です。プロフィールからいつでも再度有効にできます。',
    ignore:
      'お心当たりがない場合は、すぐにパスワードを変更し、2段階ログインを再度有効にして、サポートにご連絡ください。',
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
  teamInvitationMail: {
    subject: '{{inviter}} さんから {{team}} チームへの招待 — RisqueVision',
    intro:
      '{{inviter}} さん（{{inviterEmail}}）から、労働安全衛生リスク分析プラットフォーム RisqueVision の {{team}} チームに{{role}}として参加するよう招待が届いています。',
    action: '招待を確認する',
    validity: 'この招待は {{date}} まで（7 日間）有効で、1 回のみ使用できます。',
    ignore: 'お心当たりがない場合は、このメールを無視してください。ご回答がない限り、何も変更されません。',
    roles: {
      admin: '管理者',
      member: 'メンバー',
    },
  },
  visitorCodeMail: {
    subject: '{{team}} チームへのビジターアクセス — RisqueVision',
    intro:
      '{{inviter}} さんから、RisqueVision 上の {{team}} チームのレポートへの閲覧専用アクセス権が付与されました。',
    codeLabel: 'アクセスコード',
    action: 'チームのレポートを開く',
    validity: 'このコードは {{date}} まで有効で、ご本人専用です。他の人と共有しないでください。',
    ignore: 'お心当たりがない場合は、このメールを無視してください。',
  },
} satisfies MailTexts;
