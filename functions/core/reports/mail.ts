import { escapeHtml as escape, plainMailText } from '#shared/html';
import mailTexts from '#shared/i18n/mail';
import { fixedT, serverTexts } from '#shared/i18n/server';
import type { Language } from '#shared/languages';
import type { MailMessage } from '#adapters/mail';
import { mailFileName } from './file-name';

const MAIL = serverTexts('mail', mailTexts);

/**
 * The e-mail that carries a PDF report, in the analysis language (the mail namespace of
 * shared/i18n). It names the sender (the signed-in adviser) and sends answers to them; the
 * report itself is the attachment.
 */
export interface ReportMailInput {
  to: string;
  sender: string;
  area: string;
  riskCount: number;
  language: Language;
  pdf: Uint8Array;
  fileName: string;
}

export function reportMail(input: ReportMailInput): MailMessage {
  const t = fixedT(input.language, MAIL);
  const area = plainMailText(input.area);
  const lines = [
    t('reportMail.intro', { area, sender: input.sender }),
    t('reportMail.risks', { count: input.riskCount }),
    t('reportMail.notice'),
  ];
  const html = `<!doctype html><html lang="${input.language}"><body style="margin:0;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px" cellpadding="0" cellspacing="0"><tr><td style="padding:32px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#1e3a5f">RisqueVision</p>
${lines.map((line) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escape(line)}</p>`).join('\n')}
</td></tr></table></td></tr></table></body></html>`;
  return {
    to: input.to,
    replyTo: input.sender,
    subject: t('reportMail.subject', { area }),
    text: [...lines, '', 'RisqueVision'].join('\n\n'),
    html,
    // A mail header is ASCII: a name in another script travels as an encoded word.
    attachments: [
      { filename: mailFileName(input.fileName), contentType: 'application/pdf', data: input.pdf },
    ],
  };
}
