import type { MailTexts } from './fr';

export default {
  /** Account e-mails: subject, one-line intro, button label, validity note, what to do if unexpected. */
  verificationMail: {
    subject: 'Confirme o seu endereço de e-mail — RisqueVision',
    intro:
      'Bem-vindo ao RisqueVision. Confirme o seu endereço de e-mail para acessar o seu espaço de análise de riscos.',
    action: 'Confirmar meu endereço',
    validity: 'Este link é válido por 24 horas e pode ser usado uma única vez.',
    ignore: 'Se você não criou uma conta, ignore esta mensagem.',
  },
  resetPasswordMail: {
    subject: 'Redefina a sua senha — RisqueVision',
    intro: 'Você pediu para redefinir a senha da sua conta RisqueVision.',
    action: 'Escolher uma nova senha',
    validity: 'Este link é válido por 1 hora e pode ser usado uma única vez.',
    ignore: 'Se você não fez este pedido, ignore esta mensagem: a sua senha continua a mesma.',
  },
  passwordChangedMail: {
    subject: 'Sua senha foi alterada — RisqueVision',
    intro:
      'A senha da sua conta RisqueVision acabou de ser alterada. Suas sessões em outros dispositivos foram encerradas.',
    action: 'Rever a segurança da minha conta',
    validity: 'Se foi você, não precisa fazer nada.',
    ignore: 'Se não foi você, redefina sua senha agora em “Esqueceu a senha?” e contate o suporte.',
  },
  twoFactorEnabledMail: {
    subject: 'Login em duas etapas ativado — RisqueVision',
    intro:
      'O login em duas etapas agora está ativado na sua conta RisqueVision: cada login pedirá um código do seu aplicativo autenticador.',
    action: 'Rever a segurança da minha conta',
    validity:
      'Guarde seus códigos de recuperação em lugar seguro: cada um permite um login se você não tiver mais o seu telefone.',
    ignore: 'Se não foi você, altere sua senha agora e contate o suporte.',
  },
  twoFactorDisabledMail: {
    subject: 'Login em duas etapas desativado — RisqueVision',
    intro:
      'O login em duas etapas foi desativado na sua conta RisqueVision: sua senha volta a bastar para entrar.',
    action: 'Rever a segurança da minha conta',
    validity: 'Se foi você, não precisa fazer nada. Você pode reativá-lo a qualquer momento no seu perfil.',
    ignore: 'Se não foi você, altere sua senha agora, reative o login em duas etapas e contate o suporte.',
  },
  /** The e-mail that carries a PDF report: {{area}} the work area, {{sender}} the adviser, {{count}} the risks. */
  reportMail: {
    subject: 'Relatório de análise de riscos de SST — {{area}}',
    intro:
      'Segue em anexo o relatório de análise de riscos de segurança e saúde no trabalho de “{{area}}”, enviado por {{sender}}.',
    risks: 'Riscos incluídos no relatório: {{count}}.',
    notice:
      'Este relatório é apenas informativo e não substitui o parecer de um profissional qualificado. Para qualquer dúvida, responda a este e-mail.',
  },
  actionReminderMail: {
    subjectBefore: 'Lembrete: ação corretiva até {{date}} — {{area}}',
    subjectOverdue: 'Atrasada: ação corretiva prevista para {{date}} — {{area}}',
    greeting: 'Olá, {{name}},',
    intro: '{{adviser}} atribuiu a você uma ação corretiva após a análise de riscos “{{area}}”.',
    action: 'Ação: {{title}}',
    risk: 'Risco tratado: {{risk}} (nível {{level}})',
    due: 'Prazo: {{date}}',
    before:
      'O prazo está próximo. Quando a ação estiver concluída, avise {{adviser}} (com uma foto tirada após a correção).',
    overdue: 'O prazo já passou. Converse com {{adviser}}: conclua a ação ou combinem uma nova data.',
    footer: 'Em caso de dúvida, responda a este e-mail: a resposta irá para {{adviser}}.',
  },
  teamInvitationMail: {
    subject: '{{inviter}} convida você para a equipe {{team}} — RisqueVision',
    intro:
      '{{inviter}} ({{inviterEmail}}) convida você a entrar na equipe {{team}} no RisqueVision, a plataforma de análise de riscos de segurança e saúde no trabalho, como {{role}}.',
    action: 'Ver o convite',
    validity: 'Este convite é válido até {{date}} (7 dias) e pode ser usado uma única vez.',
    ignore: 'Se você não esperava este convite, ignore esta mensagem: nada acontece sem a sua resposta.',
    roles: {
      admin: 'administrador',
      member: 'membro',
    },
  },
  visitorCodeMail: {
    subject: 'Seu acesso de visitante à equipe {{team}} — RisqueVision',
    intro:
      '{{inviter}} concede a você acesso somente leitura aos relatórios da equipe {{team}} no RisqueVision.',
    codeLabel: 'Seu código de acesso',
    action: 'Abrir os relatórios da equipe',
    validity: 'O código é válido até {{date}} e é só para você: não o compartilhe.',
    ignore: 'Se você não esperava esta mensagem, ignore-a.',
  },
} satisfies MailTexts;
