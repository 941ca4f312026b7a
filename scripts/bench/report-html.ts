import { CONTROL_LEVELS } from '#shared/knowledge/types';
import { riskLevel, type Risk, type RiskLevel } from '#shared/schemas/analysis';
import { formatDate } from '#core/reports/pdf/cover';
import { REPORT_LABELS, fill, type ReportLabels } from '#core/reports/pdf/labels';
import { matrixCounts, pageSizeFor, selectedRisks, type ReportInput } from '#core/reports/pdf/render';
import { LEVEL_COLOURS } from '#core/reports/pdf/theme';

/**
 * The PDF report's content as one self-contained HTML page (inline CSS, photos as data: URLs),
 * for printing with Chromium in the comparison benchmark. Same sections, texts and colours as
 * the pdf-lib renderer: cover, matrix, risks, photos with findings, appendix, legal notice.
 */
export interface ReportPage {
  html: string;
  /** Chromium's footer on every page: the legal notice and "page n of total". */
  footerTemplate: string;
  /** Page size in PDF points, as the pdf-lib renderer chooses it. */
  size: [number, number];
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function css(level: RiskLevel): string {
  const { red, green, blue } = LEVEL_COLOURS[level];
  return `rgb(${Math.round(red * 255)} ${Math.round(green * 255)} ${Math.round(blue * 255)})`;
}

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;
const field = (l: ReportLabels, name: string, value: string) =>
  `<p><b>${escape(name)}</b>${escape(l.colon)}${escape(value)}</p>`;

function cover(input: ReportInput, l: ReportLabels, date: string): string {
  const { analysis, meta } = input;
  return `<section class="cover">
<h1>${escape(l.title)}</h1><p class="area">${escape(meta.area)}</p><hr>
${field(l, l.area, meta.area)}${field(l, l.jurisdiction, meta.jurisdictionName)}${field(l, l.date, date)}
${meta.sectorLabels.length > 0 ? field(l, l.sectors, meta.sectorLabels.join(' › ')) : ''}
${meta.preparedFor ? field(l, l.preparedFor, meta.preparedFor) : ''}
<h3>${escape(l.method)}</h3><p>${escape(analysis.method)}</p>
${analysis.summary.trim() ? `<h3>${escape(l.summary)}</h3><p>${escape(analysis.summary)}</p>` : ''}
</section>`;
}

function matrix(l: ReportLabels, risks: Risk[]): string {
  const counts = matrixCounts(risks);
  const head = [1, 2, 3, 4, 5].map((s) => `<th>${l.severityShort}${s}</th>`).join('');
  const rows = [5, 4, 3, 2, 1]
    .map((p) => {
      const cells = [1, 2, 3, 4, 5].map((s) => {
        const n = counts[p - 1]?.[s - 1] ?? 0;
        return `<td style="background:${css(riskLevel(p * s))}"><small>${p * s}</small>${n > 0 ? n : ''}</td>`;
      });
      return `<tr><th>${l.likelihoodShort}${p}</th>${cells.join('')}</tr>`;
    })
    .join('');
  const legend = (['critical', 'high', 'medium', 'low'] as const)
    .map((level) => `<li><i style="background:${css(level)}"></i>${escape(l.levels[level])}</li>`)
    .join('');
  const cellLines: string[] = [];
  for (let p = 5; p >= 1; p--)
    for (let s = 5; s >= 1; s--) {
      const inCell = risks.filter((r) => r.likelihood === p && r.severity === s);
      if (inCell.length === 0) continue;
      const values = { l: p, s, score: p * s, level: l.levels[riskLevel(p * s)], count: inCell.length };
      cellLines.push(fill(l.matrixCell, { ...values, ids: inCell.map((r) => r.riskId).join(', ') }));
    }
  return `<section class="break"><h2>${escape(l.matrixTitle)}</h2>
<div class="matrix"><table><tr><th>${l.likelihoodShort} \\ ${l.severityShort}</th>${head}</tr>${rows}</table>
<ul class="legend">${legend}</ul></div>
<p class="muted small">${escape(l.matrixAxes)}</p>
${cellLines.length > 0 ? list(cellLines) : `<p class="muted">${escape(l.matrixEmpty)}</p>`}</section>`;
}

function risk(l: ReportLabels, r: Risk): string {
  const levelName = l.levels[r.level];
  const severity = fill(l.severityLine, {
    label: levelName,
    l: r.likelihood,
    s: r.severity,
    score: r.riskScore,
  });
  const evidence = r.evidence.map((e) => {
    const where = [e.fileName, e.page !== null ? `${l.page} ${e.page}` : null].filter(Boolean).join(', ');
    const quote = `${l.quoteOpen}${e.excerpt}${l.quoteClose}`;
    return where ? `${where}${l.colon}${quote}` : quote;
  });
  const controls = CONTROL_LEVELS.map((level) => {
    const texts = r.controls.filter((c) => c.level === level).map((c) => c.text);
    return texts.length > 0 ? `<h4>${escape(l.controlLevels[level])}</h4>${list(texts)}` : '';
  }).join('');
  const citations = r.citations.map((c) => {
    const status = c.status === 'unconfirmed' && c.articles !== null ? ` (${l.unconfirmed})` : '';
    return `${c.instrument}, ${c.articles ?? l.articleNotConfirmed}${status} — ${c.subject}`;
  });
  return `<article class="risk">
<h3><span class="badge" style="background:${css(r.level)}">${escape(levelName)}</span>${escape(`${r.riskId} — ${r.title}`)}</h3>
<p><b>${escape(severity)}</b></p>
<p class="muted small">${escape(r.basis === 'observed' ? l.basisObserved : l.basisTypical)}</p>
${field(l, l.description, r.description)}
<p><b>${escape(l.evidence)}</b></p>${list(evidence)}
<p><b>${escape(l.controls)}</b></p>${controls}
${field(l, l.residual, l.levels[r.residualLevel])}
${citations.length > 0 ? `<p><b>${escape(l.citations)}</b></p>${list(citations)}` : ''}
${r.recommendations.length > 0 ? `<p><b>${escape(l.recommendations)}</b></p>${list(r.recommendations)}` : ''}
<p>${escape(l.responsibleLine)}</p><hr></article>`;
}

function photos(input: ReportInput, l: ReportLabels, risks: Risk[]): string {
  if (input.photos.length === 0) return '';
  const blocks = input.photos.map((photo) => {
    const findings = risks.filter((r) => r.evidence.some((e) => e.fileName === photo.fileName));
    const src = `data:${photo.mediaType};base64,${Buffer.from(photo.bytes).toString('base64')}`;
    return `<figure><figcaption><b>${escape(photo.fileName)}</b></figcaption><img src="${src}" alt="${escape(photo.fileName)}">
<p><b>${escape(l.photoFindings)}</b></p>
${findings.length > 0 ? list(findings.map((r) => `${r.riskId} — ${r.title}`)) : `<p class="muted">${escape(l.noFindings)}</p>`}</figure>`;
  });
  return `<section class="break"><h2>${escape(l.photosTitle)}</h2>${blocks.join('')}</section>`;
}

function appendix(input: ReportInput, l: ReportLabels): string {
  const { regulations, documentAnalyses, generalRecommendations } = input.analysis;
  const parts: string[] = [];
  if (regulations.length > 0) {
    const items = regulations.map(
      (reg) => `<div class="block"><p><b>${escape(reg.title)}</b></p>
${field(l, l.articles, reg.articles ?? l.articleNotConfirmed)}${field(l, l.authority, reg.authority)}
${reg.description.trim() ? `<p class="muted">${escape(reg.description)}</p>` : ''}</div>`,
    );
    parts.push(`<h2>${escape(l.regulationsTitle)}</h2>${items.join('')}`);
  }
  if (documentAnalyses.length > 0) {
    const items = documentAnalyses.map(
      (d) =>
        `<div class="block"><p><b>${escape(d.fileName)}</b></p>${d.summary.trim() ? `<p>${escape(d.summary)}</p>` : ''}</div>`,
    );
    parts.push(`<h2>${escape(l.documentsTitle)}</h2>${items.join('')}`);
  }
  if (generalRecommendations.length > 0)
    parts.push(`<h2>${escape(l.generalRecommendationsTitle)}</h2>${list(generalRecommendations)}`);
  return `<section>${parts.join('')}</section>`;
}

const STYLE = `
body { font-family: 'Noto Sans', 'DejaVu Sans', sans-serif; font-size: 9.5pt; color: #1a1a1f; margin: 0; }
h1 { font-size: 24pt; color: #1a4580; margin: 40pt 0 6pt; }
h2 { font-size: 15pt; color: #1a4580; margin: 12pt 0 6pt; }
h3 { font-size: 11.5pt; color: #1a4580; margin: 8pt 0 2pt; }
h4 { font-size: 9pt; color: #1a4580; margin: 2pt 0 0 6pt; }
p { margin: 0 0 3pt; } ul { margin: 0 0 3pt; padding-left: 16pt; }
hr { border: 0; border-top: 0.5pt solid #bfc4cc; }
.area { font-size: 14pt; } .muted { color: #61616b; } .small { font-size: 8pt; }
.break { break-before: page; } .block, figure { break-inside: avoid; } h2, h3, h4 { break-after: avoid; }
.badge { float: right; font-size: 8.5pt; padding: 1pt 5pt; color: #1a1a1f; }
.matrix { display: flex; gap: 16pt; align-items: flex-start; }
.matrix table { border-collapse: collapse; }
.matrix th { width: 56pt; height: 56pt; font-size: 9pt; } .matrix tr:first-child th { height: 20pt; }
.matrix td { width: 56pt; height: 56pt; border: 1.5pt solid #fff; text-align: center; font: bold 16pt sans-serif; position: relative; }
.matrix td small { position: absolute; top: 2pt; left: 3pt; font: 6pt sans-serif; color: #404040; }
.legend { list-style: none; padding: 0; font-size: 8.5pt; }
.legend i { display: inline-block; width: 10pt; height: 10pt; margin-right: 4pt; vertical-align: middle; }
figure { margin: 0 0 10pt; } figure img { display: block; max-width: 100%; max-height: 3.3in; margin: 2pt 0 6pt; }
`;

/** The report page for `input`, in the language of its analysis (French when there are no labels for it). */
export function reportHtml(input: ReportInput): ReportPage {
  const language = input.analysis.language in REPORT_LABELS ? input.analysis.language : 'fr';
  const l = REPORT_LABELS[language];
  const risks = selectedRisks(input.analysis, input.selectedRiskIds);
  const date = formatDate(input.meta.date, l.locale);
  const body = [
    cover(input, l, date),
    matrix(l, risks),
    `<h2>${escape(l.risksTitle)}</h2>`,
    risks.length > 0
      ? risks.map((r) => risk(l, r)).join('')
      : `<p class="muted">${escape(l.noSelectedRisks)}</p>`,
    photos(input, l, risks),
    appendix(input, l),
  ].join('\n');
  const html = `<!doctype html><html lang="${l.locale}"><head><meta charset="utf-8">
<title>${escape(`${l.title} — ${input.meta.area}`)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
  const pageOf = fill(escape(l.pageOf), {
    n: '<span class="pageNumber"></span>',
    total: '<span class="totalPages"></span>',
  });
  const footerTemplate = `<div style="width:100%;margin:0 48pt;font:7pt sans-serif;color:#61616b;border-top:0.5pt solid #bfc4cc;padding-top:3pt">
<div>${escape(l.legalNotice)}</div><div style="text-align:right;font-size:8pt">${pageOf}</div></div>`;
  return { html, footerTemplate, size: pageSizeFor(input.analysis.jurisdiction) };
}
