import type { CommonTexts } from './fr';

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
  dialog: {
    close: '閉じる',
    cancel: 'キャンセル',
  },
  formErrors: {
    fillAllFields: 'すべての項目を入力してください。',
    passwordTooShort: 'パスワードは {{min}} 文字以上にしてください。',
    passwordTooLong: 'パスワードは {{max}} 文字以内にしてください。',
    passwordsMismatch: 'パスワードが一致しません。',
    newPasswordTooShort: '新しいパスワードは {{min}} 文字以上にしてください。',
    paymentIncomplete: 'お支払い情報が不完全です。',
    invitationTokenMissing: '招待トークンがありません。',
    visitorNameRequired: '氏名を入力してください。',
    visitorEmailRequired: 'メールアドレスを入力してください。',
    visitorCodeRequired: 'ビジターアクセスコードを入力してください。',
    visitorCodeLength: 'アクセスコードは 12 文字です。',
    network: 'サーバーに接続できません。インターネット接続を確認してから、もう一度お試しください。',
    unexpected: 'エラーが発生しました。もう一度お試しください。',
  },
  passwordFields: {
    password: 'パスワード',
    newPassword: '新しいパスワード',
    confirmPassword: 'パスワード（確認）',
    currentPassword: '現在のパスワード',
  },
  site: {
    headerNav: 'サイトナビゲーション',
    footerNav: 'お役立ちリンク',
    international: '国際版',
    legalNoticeTitle: '重要なお知らせ',
    copyright: '© {{year}} RisqueVision. 無断転載を禁じます。',
    links: {
      conseiller: '労働安全衛生コンサルタント向け',
      international: '国際版',
      pricing: 'プランと料金',
      canadianRegulatory: 'カナダの法規制',
      privacy: 'プライバシーポリシー',
      terms: '利用規約',
      contact: 'お問い合わせ',
    },
  },
  landing: {
    pitch:
      'RisqueVision は職場の写真や文書を分析し、危険源の特定、リスクの評価、専門的な労働安全衛生レポートの作成を行います。',
    login: 'ログイン',
    openApp: 'マイスペース',
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
  app: {
    signedInAs: 'ログイン中のアカウント',
    profile: 'プロフィール',
  },
  guard: {
    checking: 'アクセス権を確認しています…',
  },
  logoutError: {
    title: 'ログアウトに失敗しました',
    description: 'サーバーに接続できません。しばらくしてからもう一度お試しください。',
  },
} satisfies CommonTexts;
