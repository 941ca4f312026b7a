import type { PaymentTexts } from './fr';

export default {
  /** The local payment pages (the stand-in for the provider's hosted pages when no key is configured). */
  paymentPage: {
    banner: 'Pagamento local de teste — nenhum cartão é cobrado.',
    title: 'Pagamento seguro',
    plan: 'Plano',
    price: 'Preço',
    perMonth: 'por mês',
    perYear: 'por ano',
    trial: '{{days}} dias grátis e depois {{price}}.',
    noTrial: 'Sem teste gratuito: o primeiro pagamento é cobrado hoje.',
    pay: 'Pagar',
    cancel: 'Cancelar e voltar',
    closed: 'Esta sessão de pagamento não está mais aberta.',
    portal: 'Gerenciar assinatura',
    firstCharge: 'Primeira cobrança',
    periodEnd: 'Fim do período',
    endsAt: 'termina no fim do período',
    cancelAtEnd: 'Cancelar no fim do período',
    resume: 'Retomar a assinatura',
    back: 'Voltar ao RisqueVision',
    status: 'Status',
    statuses: {
      trialing: 'Teste gratuito de {{days}} dias',
      active: 'Ativa',
      canceled: 'Cancelada',
      past_due: 'Pagamento em atraso',
      incomplete: 'Pagamento incompleto',
      incomplete_expired: 'Pagamento expirado',
      unpaid: 'Não paga',
      paused: 'Pausada',
    },
  },
} satisfies PaymentTexts;
