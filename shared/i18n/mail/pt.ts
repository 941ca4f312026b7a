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
} satisfies MailTexts;
