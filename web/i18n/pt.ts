import type { Translation } from './fr';

export default {
  common: {
    brand: 'RisqueVision',
    tagline: 'Análise de riscos em saúde e segurança do trabalho',
    backHome: 'Voltar ao início',
    logout: 'Sair',
    loggingOut: 'Saindo…',
    loading: 'Carregando…',
    language: 'Idioma',
    legalNotice:
      'As análises têm caráter apenas informativo e não substituem a orientação de um profissional qualificado em saúde e segurança do trabalho.',
  },
  toast: {
    label: 'Notificação',
    region: 'Notificações ({hotkey})',
    close: 'Fechar a notificação',
  },
  password: {
    show: 'Mostrar a senha',
    hide: 'Ocultar a senha',
  },
  validation: {
    invalidEmail: 'Informe um endereço de e-mail válido.',
    passwordRequired: 'Informe sua senha.',
    invalid: 'Este valor é inválido.',
  },
  landing: {
    pitch:
      'O RisqueVision analisa fotos e documentos dos seus locais de trabalho para identificar perigos, avaliar riscos e produzir relatórios profissionais de SST.',
    login: 'Entrar',
  },
  login: {
    title: 'Entrar',
    subtitle: 'Acesse seu espaço de análise de riscos.',
    email: 'E-mail',
    emailPlaceholder: 'voce@empresa.com',
    password: 'Senha',
    forgotPassword: 'Esqueceu a senha?',
    submit: 'Entrar',
    submitting: 'Entrando…',
    errorTitle: 'Erro de login',
    invalidCredentials: 'Credenciais inválidas',
    tooManyTitle: 'Tentativas demais',
    subscriptionTitle: 'Assinatura expirada',
    subscriptionExpired: 'Sua assinatura expirou. Assine novamente para continuar usando o RisqueVision.',
    networkTitle: 'Erro de conexão com o servidor',
    networkDescription: 'Verifique sua conexão com a Internet e tente novamente.',
    unexpected: 'Ocorreu um erro. Tente novamente.',
  },
  guard: {
    checking: 'Verificando o acesso…',
  },
  verification: {
    title: 'Verificação de e-mail necessária',
    body: 'Você precisa verificar seu endereço de e-mail antes de usar o aplicativo.',
    sentTo: 'Abra o link de verificação enviado para:',
    waiting: 'Esta página é atualizada automaticamente assim que seu endereço for verificado.',
  },
  app: {
    signedInAs: 'Conectado como',
    workspaceTitle: 'Espaço de análise de riscos',
    workspaceBody: 'Seu espaço de análise de riscos de SST ficará aqui.',
  },
  logoutError: {
    title: 'Falha ao sair',
    description: 'Não foi possível contatar o servidor. Tente novamente em instantes.',
  },
  errorPage: {
    title: 'Algo deu errado',
    body: 'Não foi possível carregar a página. Recarregue a página para tentar novamente.',
    reload: 'Recarregar a página',
  },
  notFound: {
    code: 'Erro 404',
    title: 'Página não encontrada',
    body: 'Esta página não existe ou ainda não está disponível.',
  },
  // ── public pages (landing, pricing, legal, checkout): insert sections above this line ──
  // ── account pages (passwords, verification, setup, payment results, profile): insert sections above this line ──
} satisfies Translation;
