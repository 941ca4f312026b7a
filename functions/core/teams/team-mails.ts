import type { Language } from '#shared/languages';
import { escapeHtml as escape } from '#shared/html';
import mailTexts from '#shared/i18n/mail';
import { fixedT, serverTexts } from '#shared/i18n/server';
import type { MailMessage } from '#adapters/mail';

const MAIL = serverTexts('mail', mailTexts);

const DATE_LOCALE: Record<Language, string> = {
  fr: 'fr-CA',
  en: 'en-CA',
  es: 'es',
  de: 'de',
  pt: 'pt',
  zh: 'zh-CN',
  ja: 'ja',
};

/** A date as the team's language writes it, in words (no ambiguous 03/04). */
export function mailDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALE[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

interface MailParts {
  subject: string;
  intro: string;
  /** A value set apart (the visitor's code), with its label. */
  highlight?: { label: string; value: string };
  action: string;
  link: string;
  validity: string;
  ignore: string;
}

function render(to: string, language: Language, parts: MailParts): MailMessage {
  const text = [
    parts.intro,
    '',
    ...(parts.highlight ? [`${parts.highlight.label}: ${parts.highlight.value}`, ''] : []),
    `${parts.action}: ${parts.link}`,
    '',
    parts.validity,
    parts.ignore,
    '',
    'RisqueVision',
  ].join('\n');
  const highlight = parts.highlight
    ? `<p style="margin:0 0 8px;font-size:13px;color:#475569">${escape(parts.highlight.label)}</p>
<p style="margin:0 0 24px;font-size:24px;font-family:Consolas,Menlo,monospace;letter-spacing:3px;font-weight:bold">${escape(parts.highlight.value)}</p>`
    : '';
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px" cellpadding="0" cellspacing="0"><tr><td style="padding:32px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#1e3a5f">RisqueVision</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escape(parts.intro)}</p>
${highlight}<p style="margin:0 0 24px"><a href="${escape(parts.link)}" style="display:inline-block;background:#1e3a5f;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escape(parts.action)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#475569">${escape(parts.validity)}</p>
<p style="margin:0;font-size:13px;color:#475569">${escape(parts.ignore)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to, subject: parts.subject, text, html };
}

export interface InvitationMailInput {
  to: string;
  team: string;
  inviter: string;
  inviterEmail: string;
  role: 'admin' | 'member';
  link: string;
  validUntil: string;
}

/** The invitation, in the team's language. */
export function invitationMail(input: InvitationMailInput, language: Language): MailMessage {
  const t = fixedT(language, MAIL);
  const values = {
    team: input.team,
    inviter: input.inviter,
    inviterEmail: input.inviterEmail,
    role: t(`teamInvitationMail.roles.${input.role}`),
    date: mailDate(input.validUntil, language),
  };
  return render(input.to, language, {
    subject: t('teamInvitationMail.subject', values),
    intro: t('teamInvitationMail.intro', values),
    action: t('teamInvitationMail.action'),
    link: input.link,
    validity: t('teamInvitationMail.validity', values),
    ignore: t('teamInvitationMail.ignore'),
  });
}

export interface VisitorCodeMailInput {
  to: string;
  team: string;
  inviter: string;
  code: string;
  link: string;
  validUntil: string;
}

/** A visitor's code, in the team's language. */
export function visitorCodeMail(input: VisitorCodeMailInput, language: Language): MailMessage {
  const t = fixedT(language, MAIL);
  const values = {
    team: input.team,
    inviter: input.inviter,
    date: mailDate(input.validUntil, language),
  };
  return render(input.to, language, {
    subject: t('visitorCodeMail.subject', values),
    intro: t('visitorCodeMail.intro', values),
    highlight: { label: t('visitorCodeMail.codeLabel'), value: input.code },
    action: t('visitorCodeMail.action'),
    link: input.link,
    validity: t('visitorCodeMail.validity', values),
    ignore: t('visitorCodeMail.ignore'),
  });
}
