import type { Language } from '#shared/languages';
import { escapeHtml as escape } from '#shared/html';
import mailTexts from '#shared/i18n/mail';
import { fixedT, serverTexts } from '#shared/i18n/server';
import type { MailMessage } from '#adapters/mail';

const MAIL = serverTexts('mail', mailTexts);

/**
 * Transactional e-mails in the user's language: each has a subject, a one-line intro, a
 * button label and a validity note (the mail namespace of shared/i18n). Text and HTML are
 * built from the same words.
 */
type MailKind = 'verificationMail' | 'resetPasswordMail' | SecurityNoticeKind;

/** Told to the account's address after a change to how it signs in, whoever made it. */
export type SecurityNoticeKind = 'passwordChangedMail' | 'twoFactorEnabledMail' | 'twoFactorDisabledMail';

function render(kind: MailKind, to: string, link: string, language: Language): MailMessage {
  const t = fixedT(language, MAIL);
  const words = {
    subject: t(`${kind}.subject`),
    intro: t(`${kind}.intro`),
    action: t(`${kind}.action`),
    validity: t(`${kind}.validity`),
    ignore: t(`${kind}.ignore`),
  };
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
  return render('verificationMail', to, link, language);
}

export function resetPasswordMail(to: string, link: string, language: Language): MailMessage {
  return render('resetPasswordMail', to, link, language);
}

/** The link goes to the profile page, where the Security tab is. */
export function securityNoticeMail(
  kind: SecurityNoticeKind,
  to: string,
  link: string,
  language: Language,
): MailMessage {
  return render(kind, to, link, language);
}
