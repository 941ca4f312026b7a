import type { Language } from '#shared/languages';
import { escapeHtml as escape } from '#shared/html';
import type { MailMessage } from '#adapters/mail';

/**
 * Transactional e-mails in the user's language: each has a subject, a one-line intro, a
 * button label and a validity note. Text and HTML are built from the same words.
 */
type Words = { subject: string; intro: string; action: string; validity: string; ignore: string };
type Template = Record<Language, Words>;

const VERIFY_EMAIL: Template = {
  fr: {
    subject: 'Confirmez votre adresse courriel — RisqueVision',
    intro:
      'Bienvenue sur RisqueVision. Confirmez votre adresse courriel pour accéder à votre espace d’analyse des risques.',
    action: 'Confirmer mon adresse',
    validity: 'Ce lien est valide 24 heures et ne peut servir qu’une fois.',
    ignore: 'Si vous n’avez pas créé de compte, ignorez ce message.',
  },
  en: {
    subject: 'Confirm your e-mail address — RisqueVision',
    intro: 'Welcome to RisqueVision. Confirm your e-mail address to open your risk analysis workspace.',
    action: 'Confirm my address',
    validity: 'This link is valid for 24 hours and can be used once.',
    ignore: 'If you did not create an account, ignore this message.',
  },
  es: {
    subject: 'Confirme su dirección de correo electrónico — RisqueVision',
    intro:
      'Bienvenido a RisqueVision. Confirme su dirección de correo electrónico para acceder a su espacio de análisis de riesgos.',
    action: 'Confirmar mi dirección',
    validity: 'Este enlace es válido durante 24 horas y solo puede usarse una vez.',
    ignore: 'Si no ha creado una cuenta, ignore este mensaje.',
  },
  de: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse — RisqueVision',
    intro:
      'Willkommen bei RisqueVision. Bestätigen Sie Ihre E-Mail-Adresse, um Ihren Bereich für Gefährdungsbeurteilungen zu öffnen.',
    action: 'Adresse bestätigen',
    validity: 'Dieser Link ist 24 Stunden gültig und kann nur einmal verwendet werden.',
    ignore: 'Wenn Sie kein Konto erstellt haben, ignorieren Sie diese Nachricht.',
  },
  pt: {
    subject: 'Confirme o seu endereço de e-mail — RisqueVision',
    intro:
      'Bem-vindo ao RisqueVision. Confirme o seu endereço de e-mail para acessar o seu espaço de análise de riscos.',
    action: 'Confirmar meu endereço',
    validity: 'Este link é válido por 24 horas e pode ser usado uma única vez.',
    ignore: 'Se você não criou uma conta, ignore esta mensagem.',
  },
  zh: {
    subject: '请确认您的电子邮件地址 — RisqueVision',
    intro: '欢迎使用 RisqueVision。请确认您的电子邮件地址，以进入您的风险分析空间。',
    action: '确认我的地址',
    validity: '此链接在 24 小时内有效，且只能使用一次。',
    ignore: '如果您没有创建账户，请忽略此邮件。',
  },
  ja: {
    subject: 'メールアドレスの確認 — RisqueVision',
    intro: 'RisqueVision へようこそ。リスク分析スペースを開くには、メールアドレスを確認してください。',
    action: 'メールアドレスを確認する',
    validity: 'このリンクの有効期限は 24 時間で、1 回のみ使用できます。',
    ignore: 'アカウントを作成していない場合は、このメールを無視してください。',
  },
};

const RESET_PASSWORD: Template = {
  fr: {
    subject: 'Réinitialisation de votre mot de passe — RisqueVision',
    intro: 'Vous avez demandé à réinitialiser le mot de passe de votre compte RisqueVision.',
    action: 'Choisir un nouveau mot de passe',
    validity: 'Ce lien est valide 1 heure et ne peut servir qu’une fois.',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
  },
  en: {
    subject: 'Reset your password — RisqueVision',
    intro: 'You asked to reset the password of your RisqueVision account.',
    action: 'Choose a new password',
    validity: 'This link is valid for 1 hour and can be used once.',
    ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
  },
  es: {
    subject: 'Restablezca su contraseña — RisqueVision',
    intro: 'Ha solicitado restablecer la contraseña de su cuenta de RisqueVision.',
    action: 'Elegir una nueva contraseña',
    validity: 'Este enlace es válido durante 1 hora y solo puede usarse una vez.',
    ignore: 'Si no lo solicitó, ignore este mensaje: su contraseña no cambia.',
  },
  de: {
    subject: 'Passwort zurücksetzen — RisqueVision',
    intro: 'Sie haben angefordert, das Passwort Ihres RisqueVision-Kontos zurückzusetzen.',
    action: 'Neues Passwort wählen',
    validity: 'Dieser Link ist 1 Stunde gültig und kann nur einmal verwendet werden.',
    ignore:
      'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
  },
  pt: {
    subject: 'Redefina a sua senha — RisqueVision',
    intro: 'Você pediu para redefinir a senha da sua conta RisqueVision.',
    action: 'Escolher uma nova senha',
    validity: 'Este link é válido por 1 hora e pode ser usado uma única vez.',
    ignore: 'Se você não fez este pedido, ignore esta mensagem: a sua senha continua a mesma.',
  },
  zh: {
    subject: '重置您的密码 — RisqueVision',
    intro: '您请求重置 RisqueVision 账户的密码。',
    action: '设置新密码',
    validity: '此链接在 1 小时内有效，且只能使用一次。',
    ignore: '如果这不是您的请求，请忽略此邮件：您的密码不会改变。',
  },
  ja: {
    subject: 'パスワードの再設定 — RisqueVision',
    intro: 'RisqueVision アカウントのパスワード再設定が依頼されました。',
    action: '新しいパスワードを設定する',
    validity: 'このリンクの有効期限は 1 時間で、1 回のみ使用できます。',
    ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  },
};

function render(words: Words, to: string, link: string, language: Language): MailMessage {
  const text = [
    words.intro,
    '',
    `${words.action}: ${link}`,
    '',
    words.validity,
    words.ignore,
    '',
    'RisqueVision',
  ].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px" cellpadding="0" cellspacing="0"><tr><td style="padding:32px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#1e3a5f">RisqueVision</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escape(words.intro)}</p>
<p style="margin:0 0 24px"><a href="${escape(link)}" style="display:inline-block;background:#1e3a5f;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escape(words.action)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#475569">${escape(words.validity)}</p>
<p style="margin:0;font-size:13px;color:#475569">${escape(words.ignore)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to, subject: words.subject, text, html };
}

export function verificationMail(to: string, link: string, language: Language): MailMessage {
  return render(VERIFY_EMAIL[language], to, link, language);
}

export function resetPasswordMail(to: string, link: string, language: Language): MailMessage {
  return render(RESET_PASSWORD[language], to, link, language);
}
