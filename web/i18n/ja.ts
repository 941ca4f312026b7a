import type { Translation } from './fr';

export default {
  common: {
    brand: 'RisqueVision',
    tagline: '労働安全衛生のリスク分析',
    backHome: 'ホームに戻る',
    logout: 'ログアウト',
    loggingOut: 'ログアウトしています…',
    loading: '読み込み中…',
    language: '言語',
    legalNotice:
      '分析結果は情報提供のみを目的としており、資格を持つ労働安全衛生の専門家による助言に代わるものではありません。',
  },
  toast: {
    label: '通知',
    region: '通知（{hotkey}）',
    close: '通知を閉じる',
  },
  password: {
    show: 'パスワードを表示',
    hide: 'パスワードを隠す',
  },
  validation: {
    invalidEmail: '有効なメールアドレスを入力してください。',
    passwordRequired: 'パスワードを入力してください。',
    invalid: 'この値は無効です。',
  },
  landing: {
    pitch:
      'RisqueVision は職場の写真や文書を分析し、危険源の特定、リスクの評価、専門的な労働安全衛生レポートの作成を行います。',
    login: 'ログイン',
  },
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
  guard: {
    checking: 'アクセス権を確認しています…',
  },
  verification: {
    title: 'メールアドレスの確認が必要です',
    body: 'アプリを使用する前に、メールアドレスを確認する必要があります。',
    sentTo: '次のアドレスに送信された確認リンクを開いてください：',
    waiting: 'アドレスが確認されると、このページは自動的に更新されます。',
  },
  app: {
    signedInAs: 'ログイン中のアカウント',
    workspaceTitle: 'リスク分析ワークスペース',
    workspaceBody: '労働安全衛生のリスク分析ワークスペースはここに表示されます。',
  },
  logoutError: {
    title: 'ログアウトに失敗しました',
    description: 'サーバーに接続できません。しばらくしてからもう一度お試しください。',
  },
  errorPage: {
    title: '問題が発生しました',
    body: 'ページを読み込めませんでした。ページを再読み込みして、もう一度お試しください。',
    reload: 'ページを再読み込み',
  },
  notFound: {
    code: 'エラー 404',
    title: 'ページが見つかりません',
    body: 'このページは存在しないか、まだ利用できません。',
  },
  // ── public pages (landing, pricing, legal, checkout): insert sections above this line ──
  // ── account pages (passwords, verification, setup, payment results, profile): insert sections above this line ──
} satisfies Translation;
