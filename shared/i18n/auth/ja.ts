import type { AuthTexts } from './fr';

export default {
  login: {
    title: 'ログイン',
    subtitle: 'リスク分析ワークスペースにアクセスします。',
    email: 'メールアドレス',
    emailPlaceholder: 'you@company.com',
    password: 'パスワード',
    forgotPassword: 'パスワードをお忘れですか？',
    submit: 'ログイン',
    submitting: 'ログインしています…',
    errorTitle: 'ログインエラー',
    invalidCredentials: '認証情報が無効です',
    tooManyTitle: '試行回数が多すぎます',
    subscriptionTitle: 'サブスクリプションの有効期限切れ',
    subscriptionExpired:
      'サブスクリプションの有効期限が切れています。RisqueVision を引き続きご利用いただくには、ご登録ください。',
    networkTitle: 'サーバー接続エラー',
    networkDescription: 'インターネット接続を確認してから、もう一度お試しください。',
    unexpected: 'エラーが発生しました。もう一度お試しください。',
  },
  verification: {
    title: 'メールアドレスの確認が必要です',
    body: 'アプリを使用する前に、メールアドレスを確認する必要があります。',
    sentTo: '次のアドレスに送信された確認リンクを開いてください：',
    waiting: 'アドレスが確認されると、このページは自動的に更新されます。',
    resend: 'メールを再送信',
    resending: '送信中…',
    resentTitle: 'メールを送信しました',
    resentBody: '新しい確認リンクを {{email}} に送信しました。',
    alreadyVerifiedTitle: 'すでに確認済みです',
    verifiedTitle: 'メールアドレスを確認しました',
    verifiedBody: 'メールアドレスが確認されました。ワークスペースを開いています…',
    tooManyTitle: 'リクエストが多すぎます',
    resendFailedTitle: '送信に失敗しました',
    resendFailed: 'メールを送信できませんでした。もう一度お試しください。',
  },
} satisfies AuthTexts;
