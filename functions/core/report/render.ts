import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import type { PDFFont, PDFImage, PDFPage, RGB } from 'pdf-lib';
import { CANADIAN_JURISDICTIONS, CONTROL_LEVELS } from '../../../shared/knowledge/types';
import type { Language } from '../../../shared/languages';
import { riskLevel } from '../../../shared/schemas/analysis';
import type { AnalysisResult, Risk, RiskLevel } from '../../../shared/schemas/analysis';
import { defaultFontResolver, subsetTo } from './fonts';
import type { FontResolver } from './fonts';
import { REPORT_LABELS, fill } from './labels';
import type { ReportLabels } from './labels';

export interface ReportPhoto {
  fileName: string;
  bytes: Uint8Array;
  mediaType: 'image/jpeg' | 'image/png';
}

export interface ReportInput {
  analysis: AnalysisResult;
  /** Risks the user kept; every other risk of the analysis is left out of the report entirely. */
  selectedRiskIds: string[];
  meta: {
    area: string;
    jurisdictionName: string;
    /** ISO date (or date-time) of the analysis. */
    date: string;
    sectorLabels: string[];
    preparedFor?: string;
  };
  photos: ReportPhoto[];
}

export interface ReportOptions {
  /** Where the fonts come from (defaults: Noto Sans from node_modules, Noto Sans CJK from the system). */
  fonts?: FontResolver;
}

const PAGE_A4: [number, number] = [595.28, 841.89];
const PAGE_LETTER: [number, number] = [612, 792];
const MARGIN = 48;
const FOOTER_SIZE = 7;
const BODY_SIZE = 9.5;

const LEVEL_COLOURS: Record<RiskLevel, RGB> = {
  low: rgb(0.55, 0.8, 0.45),
  medium: rgb(1, 0.88, 0.35),
  high: rgb(1, 0.6, 0.2),
  critical: rgb(0.9, 0.22, 0.2),
};
const TEXT = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const ACCENT = rgb(0.1, 0.27, 0.5);
const RULE = rgb(0.75, 0.77, 0.8);

/** Letter for Canada and the United States, A4 elsewhere. */
export function pageSizeFor(jurisdiction: string): [number, number] {
  return jurisdiction === 'US' || (CANADIAN_JURISDICTIONS as readonly string[]).includes(jurisdiction)
    ? PAGE_LETTER
    : PAGE_A4;
}

/** The selected risks, in analysis order; ids the analysis does not have are ignored. */
export function selectedRisks(analysis: AnalysisResult, selectedRiskIds: string[]): Risk[] {
  const keep = new Set(selectedRiskIds);
  return analysis.risks.filter((r) => keep.has(r.riskId));
}

/** counts[likelihood - 1][severity - 1]: how many of `risks` fall in each cell of the 5 x 5 matrix. */
export function matrixCounts(risks: Risk[]): number[][] {
  const counts = Array.from({ length: 5 }, () => [0, 0, 0, 0, 0]);
  for (const r of risks) {
    const row = counts[r.likelihood - 1];
    if (row && r.severity >= 1 && r.severity <= 5) row[r.severity - 1] = (row[r.severity - 1] ?? 0) + 1;
  }
  return counts;
}

/** Removes control characters a PDF text run cannot hold; keeps newlines. */
function clean(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, ' ')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/g, '')
  );
}

function collectStrings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) collectStrings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectStrings(v, out);
}

function formatDate(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  // A bare date is midnight UTC: format in UTC so it does not slip a day.
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

const CJK_CHAR = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;
const TOKEN =
  /\s+|[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+/g;

/** Greedy line breaking: on spaces for alphabetic text, between characters for CJK, inside over-long words. */
const advanceCache = new WeakMap<PDFFont, Map<string, number>>();

/** Width of `text` at `size`, summed from cached per-character advances (pdf-lib lays text out on every call). */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let cache = advanceCache.get(font);
  if (!cache) {
    cache = new Map();
    advanceCache.set(font, cache);
  }
  let units = 0;
  for (const ch of text) {
    let w = cache.get(ch);
    if (w === undefined) {
      w = font.widthOfTextAtSize(ch, 1000);
      cache.set(ch, w);
    }
    units += w;
  }
  return (units * size) / 1000;
}

export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  const width = (s: string) => textWidth(font, s, size);
  const spaceWidth = width(' ');
  for (const paragraph of clean(text).split('\n')) {
    let line = '';
    let lineWidth = 0;
    let pendingSpace = false;
    const flush = () => {
      lines.push(line);
      line = '';
      lineWidth = 0;
    };
    for (const token of paragraph.match(TOKEN) ?? []) {
      if (/^\s+$/.test(token)) {
        pendingSpace = line !== '';
        continue;
      }
      const tokenWidth = width(token);
      const gap = pendingSpace ? spaceWidth : 0;
      if (lineWidth + gap + tokenWidth <= maxWidth) {
        line += (pendingSpace ? ' ' : '') + token;
        lineWidth += gap + tokenWidth;
        pendingSpace = false;
        continue;
      }
      pendingSpace = false;
      if (line !== '') flush();
      if (tokenWidth <= maxWidth) {
        line = token;
        lineWidth = tokenWidth;
        continue;
      }
      // A single token wider than the line: break it between characters.
      for (const ch of token) {
        const w = width(ch);
        if (line !== '' && lineWidth + w > maxWidth) flush();
        line += ch;
        lineWidth += w;
      }
    }
    lines.push(line);
  }
  // Keep a Japanese/Chinese closing punctuation mark from starting a line when it fits on the previous one.
  for (let i = 1; i < lines.length; i++) {
    const l = lines[i] ?? '';
    const prev = lines[i - 1] ?? '';
    if (
      /^[、。，．,.)）」』】〕！？!?：:]/.test(l) &&
      CJK_CHAR.test(prev) &&
      width(prev + l.charAt(0)) <= maxWidth
    ) {
      lines[i - 1] = prev + l.charAt(0);
      lines[i] = l.slice(1);
    }
  }
  return lines;
}

interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
  indent?: number;
  gapAfter?: number;
  lineGap?: number;
}

/** Flows text down pages, leaving room at the bottom for the footer drawn once the page count is known. */
class Flow {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  readonly contentWidth: number;

  constructor(
    readonly doc: PDFDocument,
    readonly size: [number, number],
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly bottom: number,
  ) {
    this.contentWidth = size[0] - 2 * MARGIN;
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(this.size);
    this.pages.push(this.page);
    this.y = this.size[1] - MARGIN;
  }

  /** Starts a new page unless `height` fits above the footer. */
  ensure(height: number): void {
    if (this.y - height < this.bottom) this.newPage();
  }

  lineHeight(size: number, lineGap = 0.35): number {
    return size * (1 + lineGap);
  }

  text(text: string, style: TextStyle = {}): void {
    const size = style.size ?? BODY_SIZE;
    const font = style.bold ? this.bold : this.regular;
    const indent = style.indent ?? 0;
    const lh = this.lineHeight(size, style.lineGap);
    for (const line of wrapText(text, font, size, this.contentWidth - indent)) {
      this.ensure(lh);
      if (line !== '') {
        this.page.drawText(line, {
          x: MARGIN + indent,
          y: this.y - size,
          size,
          font,
          color: style.color ?? TEXT,
        });
      }
      this.y -= lh;
    }
    this.y -= style.gapAfter ?? 0;
  }

  /** "Label: value" with the label in bold on its own run when it fits, wrapped otherwise. */
  field(label: string, value: string, colon: string, style: TextStyle = {}): void {
    const size = style.size ?? BODY_SIZE;
    const indent = style.indent ?? 0;
    const head = label + colon;
    const headWidth = textWidth(this.bold, head, size);
    const avail = this.contentWidth - indent - headWidth;
    if (avail < this.contentWidth * 0.35) {
      this.text(head + value, style);
      return;
    }
    const lines = wrapText(value, this.regular, size, avail);
    const lh = this.lineHeight(size, style.lineGap);
    lines.forEach((line, i) => {
      this.ensure(lh);
      if (i === 0) {
        this.page.drawText(head, {
          x: MARGIN + indent,
          y: this.y - size,
          size,
          font: this.bold,
          color: TEXT,
        });
      }
      if (line !== '') {
        this.page.drawText(line, {
          x: MARGIN + indent + headWidth,
          y: this.y - size,
          size,
          font: this.regular,
          color: style.color ?? TEXT,
        });
      }
      this.y -= lh;
    });
    this.y -= style.gapAfter ?? 0;
  }

  bullet(text: string, style: TextStyle = {}): void {
    const size = style.size ?? BODY_SIZE;
    const indent = style.indent ?? 0;
    const lines = wrapText(text, this.regular, size, this.contentWidth - indent - 10);
    const lh = this.lineHeight(size, style.lineGap);
    lines.forEach((line, i) => {
      this.ensure(lh);
      if (i === 0)
        this.page.drawText('•', { x: MARGIN + indent, y: this.y - size, size, font: this.regular });
      if (line !== '') {
        this.page.drawText(line, {
          x: MARGIN + indent + 10,
          y: this.y - size,
          size,
          font: this.regular,
          color: style.color ?? TEXT,
        });
      }
      this.y -= lh;
    });
    this.y -= style.gapAfter ?? 0;
  }

  heading(text: string, size = 14): void {
    this.ensure(size * 4);
    this.y -= size * 0.4;
    this.text(text, { size, bold: true, color: ACCENT, gapAfter: 2 });
    this.rule();
  }

  rule(gap = 6): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: this.size[0] - MARGIN, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
    this.y -= gap;
  }

  space(h: number): void {
    this.y -= h;
  }
}

function levelText(labels: ReportLabels, level: RiskLevel): string {
  return labels.levels[level];
}

function drawMatrix(flow: Flow, labels: ReportLabels, risks: Risk[]): void {
  const counts = matrixCounts(risks);
  const cell = Math.min(56, (flow.contentWidth - 70) / 5);
  const headW = 64;
  const height = cell * 6 + 10;
  flow.ensure(height);
  const top = flow.y;
  const left = MARGIN;
  const font = flow.bold;
  const centre = (text: string, x: number, w: number, y: number, size: number, f: PDFFont = font) => {
    let s = size;
    while (s > 5 && textWidth(f, text, s) > w - 4) s -= 0.5;
    flow.page.drawText(text, { x: x + (w - textWidth(f, text, s)) / 2, y, size: s, font: f, color: TEXT });
  };
  // Header row: corner, then severity 1..5.
  centre(
    `${labels.likelihoodShort} \\ ${labels.severityShort}`,
    left,
    headW,
    top - cell / 2 - 4,
    9,
    flow.regular,
  );
  for (let s = 1; s <= 5; s++) {
    centre(`${labels.severityShort}${s}`, left + headW + (s - 1) * cell, cell, top - cell / 2 - 4, 9);
  }
  for (let l = 5; l >= 1; l--) {
    const rowTop = top - cell * (6 - l);
    centre(`${labels.likelihoodShort}${l}`, left, headW, rowTop - cell / 2 - 4, 9);
    for (let s = 1; s <= 5; s++) {
      const x = left + headW + (s - 1) * cell;
      const level = riskLevel(l * s);
      flow.page.drawRectangle({
        x,
        y: rowTop - cell,
        width: cell,
        height: cell,
        color: LEVEL_COLOURS[level],
        borderColor: rgb(1, 1, 1),
        borderWidth: 1.5,
      });
      const n = counts[l - 1]?.[s - 1] ?? 0;
      if (n > 0) centre(String(n), x, cell, rowTop - cell / 2 - 6, 16);
      flow.page.drawText(String(l * s), {
        x: x + 3,
        y: rowTop - 9,
        size: 6,
        font: flow.regular,
        color: rgb(0.25, 0.25, 0.25),
      });
    }
  }
  // Legend to the right of the grid.
  const legendX = left + headW + 5 * cell + 16;
  let ly = top - cell - 4;
  for (const level of ['critical', 'high', 'medium', 'low'] as const) {
    flow.page.drawRectangle({ x: legendX, y: ly - 8, width: 10, height: 10, color: LEVEL_COLOURS[level] });
    flow.page.drawText(levelText(labels, level), {
      x: legendX + 14,
      y: ly - 7,
      size: 8.5,
      font: flow.regular,
      color: TEXT,
    });
    ly -= 16;
  }
  flow.y = top - cell * 6 - 10;
  flow.text(labels.matrixAxes, { size: 8, color: MUTED, gapAfter: 4 });
  let any = false;
  for (let l = 5; l >= 1; l--) {
    for (let s = 5; s >= 1; s--) {
      const inCell = risks.filter((r) => r.likelihood === l && r.severity === s);
      if (inCell.length === 0) continue;
      any = true;
      flow.bullet(
        fill(labels.matrixCell, {
          l,
          s,
          score: l * s,
          level: levelText(labels, riskLevel(l * s)),
          count: inCell.length,
          ids: inCell.map((r) => r.riskId).join(', '),
        }),
        { size: 8.5 },
      );
    }
  }
  if (!any) flow.text(labels.matrixEmpty, { color: MUTED });
}

function drawRisk(flow: Flow, labels: ReportLabels, risk: Risk): void {
  const c = labels.colon;
  flow.ensure(90);
  flow.space(6);
  // Title bar with the level colour.
  const titleSize = 11.5;
  const badge = levelText(labels, risk.level);
  const badgeW = textWidth(flow.bold, badge, 8.5) + 10;
  const titleLines = wrapText(
    `${risk.riskId} — ${risk.title}`,
    flow.bold,
    titleSize,
    flow.contentWidth - badgeW - 8,
  );
  const barTop = flow.y;
  flow.page.drawRectangle({
    x: MARGIN + flow.contentWidth - badgeW,
    y: barTop - 14,
    width: badgeW,
    height: 14,
    color: LEVEL_COLOURS[risk.level],
  });
  flow.page.drawText(badge, {
    x: MARGIN + flow.contentWidth - badgeW + 5,
    y: barTop - 10.5,
    size: 8.5,
    font: flow.bold,
    color: TEXT,
  });
  for (const line of titleLines) {
    flow.ensure(titleSize * 1.35);
    flow.page.drawText(line, {
      x: MARGIN,
      y: flow.y - titleSize,
      size: titleSize,
      font: flow.bold,
      color: ACCENT,
    });
    flow.y -= titleSize * 1.35;
  }
  flow.space(2);
  flow.text(
    fill(labels.severityLine, {
      label: risk.severityLabel,
      l: risk.likelihood,
      s: risk.severity,
      score: risk.riskScore,
      level: labels.lowercaseLevelInText
        ? levelText(labels, risk.level).toLocaleLowerCase(labels.locale)
        : levelText(labels, risk.level),
    }),
    { bold: true },
  );
  flow.text(risk.basis === 'observed' ? labels.basisObserved : labels.basisTypical, {
    size: 8.5,
    color: MUTED,
    gapAfter: 3,
  });
  flow.field(labels.description, risk.description, c, { gapAfter: 3 });

  flow.text(labels.evidence, { bold: true });
  for (const e of risk.evidence) {
    const where = [e.fileName, e.page !== null ? `${labels.page} ${e.page}` : null]
      .filter(Boolean)
      .join(', ');
    const quote = `${labels.quoteOpen}${e.excerpt}${labels.quoteClose}`;
    flow.bullet(where ? `${where}${c}${quote}` : quote, { indent: 6 });
  }
  flow.space(3);

  flow.text(labels.controls, { bold: true });
  for (const level of CONTROL_LEVELS) {
    const controls = risk.controls.filter((ctl) => ctl.level === level);
    if (controls.length === 0) continue;
    flow.text(labels.controlLevels[level], { bold: true, size: 9, indent: 6, color: ACCENT });
    for (const ctl of controls) flow.bullet(ctl.text, { indent: 12 });
  }
  flow.space(3);
  flow.field(labels.residual, levelText(labels, risk.residualLevel), c, { gapAfter: 3 });

  if (risk.citations.length > 0) {
    flow.text(labels.citations, { bold: true });
    for (const ct of risk.citations) {
      const articles = ct.articles ?? labels.articleNotConfirmed;
      const status = ct.status === 'unconfirmed' && ct.articles !== null ? ` (${labels.unconfirmed})` : '';
      flow.bullet(`${ct.instrument}, ${articles}${status} — ${ct.subject}`, { indent: 6 });
    }
    flow.space(3);
  }
  if (risk.recommendations.length > 0) {
    flow.text(labels.recommendations, { bold: true });
    for (const rec of risk.recommendations) flow.bullet(rec, { indent: 6 });
    flow.space(3);
  }
  flow.space(4);
  flow.text(labels.responsibleLine, { gapAfter: 4 });
  flow.rule(4);
}

async function embedPhoto(doc: PDFDocument, photo: ReportPhoto): Promise<PDFImage | null> {
  try {
    return photo.mediaType === 'image/png'
      ? await doc.embedPng(photo.bytes)
      : await doc.embedJpg(photo.bytes);
  } catch {
    return null;
  }
}

/** Renders the PDF risk analysis report, in the language of the analysis. */
export async function renderReport(input: ReportInput, options: ReportOptions = {}): Promise<Uint8Array> {
  const { analysis, meta } = input;
  const language: Language = analysis.language in REPORT_LABELS ? analysis.language : 'fr';
  const labels = REPORT_LABELS[language];
  const risks = selectedRisks(analysis, input.selectedRiskIds);
  const date = formatDate(meta.date, labels.locale);

  // Everything the report may draw, so the fonts are subset once, before layout.
  const strings: string[] = [date, '0123456789 •×=/\\—–-,.:;()[]«»“”„‘’›「」：（）、。'];
  collectStrings(labels, strings);
  collectStrings(meta, strings);
  collectStrings({ ...analysis, risks }, strings);
  collectStrings(
    input.photos.map((p) => p.fileName),
    strings,
  );
  const charset = clean(strings.join(''));

  const resolver = options.fonts ?? defaultFontResolver;
  const files = await resolver(language);
  const [regularBytes, boldBytes] = await Promise.all([
    subsetTo(files.regular, charset),
    files.bold === files.regular ? null : subsetTo(files.bold, charset),
  ]);

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${labels.title} — ${meta.area}`);
  doc.setLanguage(labels.locale);
  doc.setProducer('RisqueVision');
  doc.setCreator('RisqueVision');
  // The subsets have no layout tables (see withoutLayoutTables); no feature is asked for either.
  const features = { liga: false, clig: false, calt: false, kern: false };
  const regular = await doc.embedFont(regularBytes, { subset: false, features });
  const bold = boldBytes ? await doc.embedFont(boldBytes, { subset: false, features }) : regular;

  const size = pageSizeFor(analysis.jurisdiction);
  const footerWidth = size[0] - 2 * MARGIN;
  const noticeLines = wrapText(labels.legalNotice, regular, FOOTER_SIZE, footerWidth);
  const footerHeight = (noticeLines.length + 1) * FOOTER_SIZE * 1.35 + 14;
  const flow = new Flow(doc, size, regular, bold, MARGIN * 0.6 + footerHeight);
  const c = labels.colon;

  // Cover.
  flow.space(40);
  flow.text(labels.title, { size: 24, bold: true, color: ACCENT, gapAfter: 6 });
  flow.text(meta.area, { size: 14, gapAfter: 12 });
  flow.rule(12);
  flow.field(labels.area, meta.area, c, { size: 10.5, gapAfter: 3 });
  flow.field(labels.jurisdiction, meta.jurisdictionName, c, { size: 10.5, gapAfter: 3 });
  flow.field(labels.date, date, c, { size: 10.5, gapAfter: 3 });
  if (meta.sectorLabels.length > 0) {
    flow.field(labels.sectors, meta.sectorLabels.join(' › '), c, { size: 10.5, gapAfter: 3 });
  }
  if (meta.preparedFor) flow.field(labels.preparedFor, meta.preparedFor, c, { size: 10.5, gapAfter: 3 });
  flow.space(10);
  flow.text(labels.method, { bold: true, size: 10.5 });
  flow.text(analysis.method, { gapAfter: 8 });
  if (analysis.summary.trim() !== '') {
    flow.text(labels.summary, { bold: true, size: 10.5 });
    flow.text(analysis.summary, { gapAfter: 8 });
  }

  // Matrix.
  flow.newPage();
  flow.heading(labels.matrixTitle);
  drawMatrix(flow, labels, risks);

  // Risks.
  flow.heading(labels.risksTitle);
  if (risks.length === 0) flow.text(labels.noSelectedRisks, { color: MUTED });
  for (const risk of risks) drawRisk(flow, labels, risk);

  // Photos.
  if (input.photos.length > 0) {
    flow.newPage();
    flow.heading(labels.photosTitle);
    const maxImageHeight = (size[1] - 2 * MARGIN) * 0.34;
    for (const photo of input.photos) {
      const findings = risks.filter((r) => r.evidence.some((e) => e.fileName === photo.fileName));
      const image = await embedPhoto(doc, photo);
      const scale = image ? Math.min(flow.contentWidth / image.width, maxImageHeight / image.height, 1) : 0;
      const w = image ? image.width * scale : 0;
      const h = image ? image.height * scale : 0;
      flow.ensure(h + 40);
      flow.text(photo.fileName, { bold: true, gapAfter: 2 });
      if (image) {
        flow.page.drawImage(image, { x: MARGIN, y: flow.y - h, width: w, height: h });
        flow.y -= h + 6;
      } else {
        flow.text(labels.imageError, { color: MUTED });
      }
      flow.text(labels.photoFindings, { bold: true, size: 9 });
      if (findings.length === 0) flow.text(labels.noFindings, { color: MUTED });
      for (const r of findings) flow.bullet(`${r.riskId} — ${r.title}`, { indent: 6 });
      flow.space(10);
    }
  }

  // Regulations, documents, general recommendations.
  if (analysis.regulations.length > 0) {
    flow.heading(labels.regulationsTitle);
    for (const reg of analysis.regulations) {
      flow.ensure(40);
      flow.text(reg.title, { bold: true });
      flow.field(labels.articles, reg.articles ?? labels.articleNotConfirmed, c, { indent: 6 });
      flow.field(labels.authority, reg.authority, c, { indent: 6 });
      if (reg.description.trim() !== '') flow.text(reg.description, { indent: 6, color: MUTED });
      flow.space(5);
    }
  }
  if (analysis.documentAnalyses.length > 0) {
    flow.heading(labels.documentsTitle);
    for (const d of analysis.documentAnalyses) {
      flow.ensure(30);
      flow.text(d.fileName, { bold: true });
      if (d.summary.trim() !== '') flow.text(d.summary, { indent: 6 });
      flow.space(5);
    }
  }
  if (analysis.generalRecommendations.length > 0) {
    flow.heading(labels.generalRecommendationsTitle);
    for (const rec of analysis.generalRecommendations) flow.bullet(rec);
  }

  // Footers: legal notice and page number on every page.
  const total = flow.pages.length;
  flow.pages.forEach((page, i) => {
    let y = MARGIN * 0.6 + footerHeight - 10;
    page.drawLine({
      start: { x: MARGIN, y: y + 4 },
      end: { x: size[0] - MARGIN, y: y + 4 },
      thickness: 0.5,
      color: RULE,
    });
    for (const line of noticeLines) {
      y -= FOOTER_SIZE * 1.35;
      page.drawText(line, { x: MARGIN, y, size: FOOTER_SIZE, font: regular, color: MUTED });
    }
    const pageText = fill(labels.pageOf, { n: i + 1, total });
    y -= FOOTER_SIZE * 1.35 + 2;
    page.drawText(pageText, {
      x: size[0] - MARGIN - textWidth(regular, pageText, 8),
      y,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });

  return doc.save({ useObjectStreams: true });
}
