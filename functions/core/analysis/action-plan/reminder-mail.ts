import { escapeHtml as escape, plainMailText } from '#shared/html';
import mailTexts from '#shared/i18n/mail';
import { fixedT, riskLevelLabel, serverTexts } from '#shared/i18n/server';
import type { Language } from '#shared/languages';
import type { RiskLevel } from '#shared/schemas/analysis';
import type { MailMessage } from '#adapters/mail';

const MAIL = serverTexts('mail', mailTexts);

export interface ReminderMailInput {
  to: string;
  ownerName: string;
  adviser: string;
  area: string;
  title: string;
  riskTitle: string;
  level: RiskLevel | null;
  dueDate: string;
  kind: 'before' | 'overdue';
  language: Language;
}

/** The reminder of a corrective action, to its owner, in the adviser's language; answers go to the adviser. */
export function reminderMail(input: ReminderMailInput): MailMessage {
  const t = fixedT(input.language, MAIL);
  const date = new Intl.DateTimeFormat(input.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${input.dueDate}T00:00:00Z`),
  );
  const area = plainMailText(input.area);
  const values = { date, area, adviser: input.adviser, name: plainMailText(input.ownerName) || input.to };
  const lines = [
    t('actionReminderMail.greeting', values),
    t('actionReminderMail.intro', values),
    t('actionReminderMail.action', { title: plainMailText(input.title, 300) }),
    t('actionReminderMail.risk', {
      risk: plainMailText(input.riskTitle, 200),
      level: input.level ? riskLevelLabel(input.language, input.level) : '—',
    }),
    t('actionReminderMail.due', values),
    t(input.kind === 'before' ? 'actionReminderMail.before' : 'actionReminderMail.overdue', values),
    t('actionReminderMail.footer', values),
  ];
  const html = `<!doctype html><html lang="${input.language}"><body style="margin:0;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px" cellpadding="0" cellspacing="0"><tr><td style="padding:32px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#1e3a5f">RisqueVision</p>
${lines.map((line) => `<p style="margin:0 0 12px;font-size:15px;line-height:1.5">${escape(line)}</p>`).join('\n')}
</td></tr></table></td></tr></table></body></html>`;
  return {
    to: input.to,
    replyTo: input.adviser,
    subject: t(
      input.kind === 'before' ? 'actionReminderMail.subjectBefore' : 'actionReminderMail.subjectOverdue',
      values,
    ),
    text: [...lines, '', 'RisqueVision'].join('\n\n'),
    html,
  };
}
