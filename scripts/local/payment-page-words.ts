import type { Language } from '#shared/languages';

/** The few words of the local payment pages, in the checkout's language (as the provider's page would be). */
export const PAGE_WORDS: Record<
  Language,
  {
    banner: string;
    title: string;
    plan: string;
    price: string;
    perMonth: string;
    perYear: string;
    trial: string;
    noTrial: string;
    pay: string;
    cancel: string;
    closed: string;
    portal: string;
    periodEnd: string;
    endsAt: string;
    cancelAtEnd: string;
    resume: string;
    back: string;
  }
> = {
  fr: {
    banner: 'Paiement local de test — aucune carte n’est débitée.',
    title: 'Paiement sécurisé',
    plan: 'Forfait',
    price: 'Prix',
    perMonth: 'par mois',
    perYear: 'par année',
    trial: '{days} jours gratuits, puis {price}.',
    noTrial: 'Aucun essai gratuit : le premier paiement est prélevé aujourd’hui.',
    pay: 'Payer',
    cancel: 'Annuler et revenir',
    closed: 'Cette session de paiement n’est plus ouverte.',
    portal: 'Gérer l’abonnement',
    periodEnd: 'Fin de la période',
    endsAt: 'se termine à la fin de la période',
    cancelAtEnd: 'Annuler à la fin de la période',
    resume: 'Reprendre l’abonnement',
    back: 'Retour à RisqueVision',
  },
  en: {
    banner: 'Local test payment — no card is charged.',
    title: 'Secure payment',
    plan: 'Plan',
    price: 'Price',
    perMonth: 'per month',
    perYear: 'per year',
    trial: '{days} days free, then {price}.',
    noTrial: 'No free trial: the first payment is taken today.',
    pay: 'Pay',
    cancel: 'Cancel and go back',
    closed: 'This payment session is no longer open.',
    portal: 'Manage subscription',
    periodEnd: 'Period end',
    endsAt: 'ends at period end',
    cancelAtEnd: 'Cancel at period end',
    resume: 'Resume subscription',
    back: 'Back to RisqueVision',
  },
  es: {
    banner: 'Pago local de prueba: no se cobra ninguna tarjeta.',
    title: 'Pago seguro',
    plan: 'Plan',
    price: 'Precio',
    perMonth: 'al mes',
    perYear: 'al año',
    trial: '{days} días gratis y después {price}.',
    noTrial: 'Sin prueba gratuita: el primer pago se cobra hoy.',
    pay: 'Pagar',
    cancel: 'Cancelar y volver',
    closed: 'Esta sesión de pago ya no está abierta.',
    portal: 'Gestionar la suscripción',
    periodEnd: 'Fin del periodo',
    endsAt: 'termina al final del periodo',
    cancelAtEnd: 'Cancelar al final del periodo',
    resume: 'Reanudar la suscripción',
    back: 'Volver a RisqueVision',
  },
  de: {
    banner: 'Lokale Testzahlung – keine Karte wird belastet.',
    title: 'Sichere Zahlung',
    plan: 'Tarif',
    price: 'Preis',
    perMonth: 'pro Monat',
    perYear: 'pro Jahr',
    trial: '{days} Tage kostenlos, danach {price}.',
    noTrial: 'Keine kostenlose Testphase: die erste Zahlung erfolgt heute.',
    pay: 'Bezahlen',
    cancel: 'Abbrechen und zurück',
    closed: 'Diese Zahlungssitzung ist nicht mehr offen.',
    portal: 'Abonnement verwalten',
    periodEnd: 'Ende des Zeitraums',
    endsAt: 'endet zum Ende des Zeitraums',
    cancelAtEnd: 'Zum Ende des Zeitraums kündigen',
    resume: 'Abonnement fortsetzen',
    back: 'Zurück zu RisqueVision',
  },
  pt: {
    banner: 'Pagamento local de teste — nenhum cartão é cobrado.',
    title: 'Pagamento seguro',
    plan: 'Plano',
    price: 'Preço',
    perMonth: 'por mês',
    perYear: 'por ano',
    trial: '{days} dias grátis e depois {price}.',
    noTrial: 'Sem teste gratuito: o primeiro pagamento é cobrado hoje.',
    pay: 'Pagar',
    cancel: 'Cancelar e voltar',
    closed: 'Esta sessão de pagamento não está mais aberta.',
    portal: 'Gerenciar assinatura',
    periodEnd: 'Fim do período',
    endsAt: 'termina no fim do período',
    cancelAtEnd: 'Cancelar no fim do período',
    resume: 'Retomar a assinatura',
    back: 'Voltar ao RisqueVision',
  },
  zh: {
    banner: '本地测试付款 — 不会从任何银行卡扣款。',
    title: '安全付款',
    plan: '方案',
    price: '价格',
    perMonth: '每月',
    perYear: '每年',
    trial: '免费 {days} 天，之后 {price}。',
    noTrial: '无免费试用：首笔付款今天扣除。',
    pay: '付款',
    cancel: '取消并返回',
    closed: '此付款会话已关闭。',
    portal: '管理订阅',
    periodEnd: '周期结束',
    endsAt: '将在周期结束时终止',
    cancelAtEnd: '在周期结束时取消',
    resume: '恢复订阅',
    back: '返回 RisqueVision',
  },
  ja: {
    banner: 'ローカルのテスト決済です。カードへの請求は発生しません。',
    title: '安全なお支払い',
    plan: 'プラン',
    price: '料金',
    perMonth: '月額',
    perYear: '年額',
    trial: '{days} 日間無料、その後 {price}。',
    noTrial: '無料トライアルはありません。初回のお支払いは本日です。',
    pay: '支払う',
    cancel: 'キャンセルして戻る',
    closed: 'この決済セッションはすでに終了しています。',
    portal: 'サブスクリプションの管理',
    periodEnd: '期間の終了',
    endsAt: '期間の終了時に終了します',
    cancelAtEnd: '期間の終了時に解約する',
    resume: 'サブスクリプションを再開する',
    back: 'RisqueVision に戻る',
  },
};
