import type { CommonTexts } from './fr';

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
  dialog: {
    close: 'Fechar',
    cancel: 'Cancelar',
  },
  formErrors: {
    fillAllFields: 'Preencha todos os campos.',
    passwordTooShort: 'A senha deve ter pelo menos {{min}} caracteres.',
    passwordTooLong: 'A senha deve ter no máximo {{max}} caracteres.',
    passwordsMismatch: 'As senhas não coincidem.',
    newPasswordTooShort: 'A nova senha deve ter pelo menos {{min}} caracteres.',
    paymentIncomplete: 'As informações de pagamento estão incompletas.',
    invitationTokenMissing: 'Token de convite ausente.',
    visitorNameRequired: 'Informe seu nome completo.',
    visitorEmailRequired: 'Informe seu endereço de e-mail.',
    visitorCodeRequired: 'Informe seu código de acesso de visitante.',
    visitorCodeLength: 'O código de acesso tem 12 caracteres.',
    network: 'Erro de conexão com o servidor. Verifique sua conexão com a Internet e tente novamente.',
    unexpected: 'Ocorreu um erro. Tente novamente.',
  },
  passwordFields: {
    password: 'Senha',
    newPassword: 'Nova senha',
    confirmPassword: 'Confirmar senha',
    currentPassword: 'Senha atual',
  },
  site: {
    headerNav: 'Navegação do site',
    footerNav: 'Links úteis',
    international: 'Internacional',
    legalNoticeTitle: 'Aviso importante',
    copyright: '© {{year}} RisqueVision. Todos os direitos reservados.',
    links: {
      conseiller: 'Consultores de SST',
      international: 'Edição internacional',
      pricing: 'Planos e preços',
      canadianRegulatory: 'Regulamentação canadense',
      privacy: 'Política de privacidade',
      terms: 'Termos e condições',
      contact: 'Contato',
    },
  },
  landing: {
    pitch:
      'O RisqueVision analisa fotos e documentos dos seus locais de trabalho para identificar perigos, avaliar riscos e produzir relatórios profissionais de SST.',
    login: 'Entrar',
    openApp: 'Meu espaço',
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
  app: {
    signedInAs: 'Conectado como',
    profile: 'Perfil',
  },
  guard: {
    checking: 'Verificando o acesso…',
  },
  logoutError: {
    title: 'Falha ao sair',
    description: 'Não foi possível contatar o servidor. Tente novamente em instantes.',
  },
} satisfies CommonTexts;
