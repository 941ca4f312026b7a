import { escapeHtml as escape } from '#shared/html';
import type { Language } from '#shared/languages';
import type { MailMessage } from '#adapters/mail';

/**
 * The e-mail that carries a PDF report, in the analysis language. It names the sender (the
 * signed-in adviser) and sends answers to them; the report itself is the attachment.
 */
interface ReportMailWords {
  subject: (area: string) => string;
  intro: (area: string, sender: string) => string;
  risks: (count: number) => string;
  notice: string;
}

const WORDS: Record<Language, ReportMailWords> = {
  fr: {
    subject: (area) => `Rapport d’analyse des risques SST — ${area}`,
    intro: (area, sender) =>
      `Vous trouverez ci-joint le rapport d’analyse des risques en santé et sécurité du travail pour « ${area} », transmis par ${sender}.`,
    risks: (count) => `Risques retenus dans le rapport : ${count}.`,
    notice:
      'Ce rapport est fourni à titre informatif et ne remplace pas l’avis d’un professionnel qualifié. Pour toute question, répondez à ce courriel.',
  },
  en: {
    subject: (area) => `OHS risk analysis report — ${area}`,
    intro: (area, sender) =>
      `Please find attached the occupational health and safety risk analysis report for “${area}”, sent by ${sender}.`,
    risks: (count) => `Risks kept in the report: ${count}.`,
    notice:
      'This report is for information only and does not replace the advice of a qualified professional. For any question, reply to this e-mail.',
  },
  es: {
    subject: (area) => `Informe de análisis de riesgos de SST — ${area}`,
    intro: (area, sender) =>
      `Adjunto encontrará el informe de análisis de riesgos de seguridad y salud en el trabajo de «${area}», enviado por ${sender}.`,
    risks: (count) => `Riesgos incluidos en el informe: ${count}.`,
    notice:
      'Este informe es solo informativo y no sustituye el consejo de un profesional cualificado. Para cualquier pregunta, responda a este correo.',
  },
  de: {
    subject: (area) => `Bericht zur Gefährdungsbeurteilung (Arbeitsschutz) — ${area}`,
    intro: (area, sender) =>
      `Im Anhang finden Sie den Bericht zur Gefährdungsbeurteilung für Sicherheit und Gesundheit bei der Arbeit für „${area}“, gesendet von ${sender}.`,
    risks: (count) => `Im Bericht enthaltene Risiken: ${count}.`,
    notice:
      'Dieser Bericht dient nur zur Information und ersetzt nicht den Rat einer qualifizierten Fachkraft. Bei Fragen antworten Sie auf diese E-Mail.',
  },
  pt: {
    subject: (area) => `Relatório de análise de riscos de SST — ${area}`,
    intro: (area, sender) =>
      `Segue em anexo o relatório de análise de riscos de segurança e saúde no trabalho de “${area}”, enviado por ${sender}.`,
    risks: (count) => `Riscos incluídos no relatório: ${count}.`,
    notice:
      'Este relatório é apenas informativo e não substitui o parecer de um profissional qualificado. Para qualquer dúvida, responda a este e-mail.',
  },
  zh: {
    subject: (area) => `职业健康安全风险分析报告 — ${area}`,
    intro: (area, sender) => `附件是“${area}”的职业健康安全风险分析报告，由 ${sender} 发送。`,
    risks: (count) => `报告中包含的风险：${count} 项。`,
    notice: '本报告仅供参考，不能替代合格专业人员的意见。如有任何问题，请直接回复此邮件。',
  },
  ja: {
    subject: (area) => `労働安全衛生リスク分析報告書 — ${area}`,
    intro: (area, sender) =>
      `「${area}」の労働安全衛生リスク分析報告書を添付いたします（送信者：${sender}）。`,
    risks: (count) => `報告書に含まれるリスク：${count} 件。`,
    notice:
      '本報告書は情報提供のみを目的としており、資格を持つ専門家の助言に代わるものではありません。ご質問はこのメールにご返信ください。',
  },
};

export interface ReportMailInput {
  to: string;
  sender: string;
  area: string;
  riskCount: number;
  language: Language;
  pdf: Uint8Array;
  fileName: string;
}

/** Longest work-area name put in a subject line; mail clients cut long subjects anyway. */
const SUBJECT_AREA_MAX = 120;

/**
 * User text made safe for a mail header and body: control, format (bidi overrides and
 * isolates, zero-width), line-separator and lone-surrogate characters removed, whitespace
 * collapsed. A bidi override in a subject can make a link or an address read backwards.
 */
export function plainMailText(text: string, maxLength = SUBJECT_AREA_MAX): string {
  const plain = text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...plain].slice(0, maxLength).join('').trim();
}

export function reportMail(input: ReportMailInput): MailMessage {
  const words = WORDS[input.language];
  const area = plainMailText(input.area);
  const lines = [words.intro(area, input.sender), words.risks(input.riskCount), words.notice];
  const html = `<!doctype html><html lang="${input.language}"><body style="margin:0;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px" cellpadding="0" cellspacing="0"><tr><td style="padding:32px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#1e3a5f">RisqueVision</p>
${lines.map((line) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escape(line)}</p>`).join('\n')}
</td></tr></table></td></tr></table></body></html>`;
  return {
    to: input.to,
    replyTo: input.sender,
    subject: words.subject(area),
    text: [...lines, '', 'RisqueVision'].join('\n\n'),
    html,
    attachments: [{ filename: input.fileName, contentType: 'application/pdf', data: input.pdf }],
  };
}
