import type { CheckoutTexts } from './fr';

export default {
  checkout: {
    title: 'Conclua sua assinatura',
    subtitle: 'Confira o plano escolhido e informe seu e-mail para seguir para o pagamento seguro.',
    emailLabel: 'E-mail',
    continue: 'Continuar para o pagamento',
    trialNote:
      'Novos clientes têm um teste grátis de {{days}} dias, um por endereço de e-mail. Um endereço que já teve assinatura a renova sem teste.',
    otherPlans: 'Ver todos os planos',
    unknownTitle: 'Plano não encontrado',
    unknownBody: 'Este plano não existe. Escolha um plano da lista.',
    seePlans: 'Ver os planos',
    checking: 'Verificando…',
    redirecting: 'Redirecionando para o pagamento…',
    redirectError: 'Não foi possível redirecionar para o pagamento',
    tryAgain: 'Ocorreu um erro. Tente novamente.',
    errors: {
      emailRequired: 'E-mail obrigatório',
      invalidEmail: 'Informe um endereço de e-mail válido',
      countryRequired: 'Escolha seu país para continuar',
    },
  },
  pricing: {
    title: 'Escolha seu plano',
    subtitle: 'Informe seu e-mail e escolha um plano. Verificamos se este endereço já tem uma assinatura.',
    emailLabel: 'Seu e-mail',
    emailHelp: 'Novos clientes têm teste grátis; uma assinatura expirada é renovada sem teste.',
    trialTitle: 'Seu teste grátis de {{days}} dias começa hoje',
    trialBody: 'Novo cliente: você está sendo levado ao pagamento seguro para iniciar seu teste.',
    renewalTitle: 'Renove sua assinatura (sem teste grátis)',
    renewalBody: 'Este endereço já tem uma conta: o pagamento renova sua assinatura a partir de hoje.',
    signInTitle: 'Entre para renovar',
    signInBody:
      'Este endereço já tem uma conta. Entre e depois escolha o seu plano: a renovação vale para essa conta.',
    activeTitle: 'Sua assinatura está ativa',
    activeBody: 'Este endereço já tem uma assinatura ativa. Entre para continuar.',
  },
} satisfies CheckoutTexts;
