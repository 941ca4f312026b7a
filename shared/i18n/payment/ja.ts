import type { PaymentTexts } from './fr';

export default {
  /** The local payment pages (the stand-in for the provider's hosted pages when no key is configured). */
  paymentPage: {
    banner: 'ローカルのテスト決済です。カードへの請求は発生しません。',
    title: '安全なお支払い',
    plan: 'プラン',
    price: '料金',
    perMonth: '月額',
    perYear: '年額',
    trial: '{{days}} 日間無料、その後 {{price}}。',
    noTrial: '無料トライアルはありません。初回のお支払いは本日です。',
    pay: '支払う',
    cancel: 'キャンセルして戻る',
    closed: 'この決済セッションはすでに終了しています。',
    portal: 'サブスクリプションの管理',
    firstCharge: '初回請求日',
    periodEnd: '期間の終了',
    endsAt: '期間の終了時に終了します',
    cancelAtEnd: '期間の終了時に解約する',
    resume: 'サブスクリプションを再開する',
    back: 'RisqueVision に戻る',
    status: '状況',
    statuses: {
      trialing: '{{days}}日間の無料トライアル',
      active: '有効',
      canceled: '解約済み',
      past_due: '支払い遅延',
      incomplete: '支払い未完了',
      incomplete_expired: '支払い期限切れ',
      unpaid: '未払い',
      paused: '一時停止中',
    },
  },
} satisfies PaymentTexts;
