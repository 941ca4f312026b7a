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
} satisfies MailTexts;
