import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { CANADIAN_JURISDICTIONS } from '#shared/knowledge/types';
import { textWidth, wrapText } from './text';
import { ACCENT, BODY_SIZE, MARGIN, RULE, TEXT } from './theme';

const PAGE_A4: [number, number] = [595.28, 841.89];
const PAGE_LETTER: [number, number] = [612, 792];

/** Letter for Canada and the United States, A4 elsewhere. */
export function pageSizeFor(jurisdiction: string): [number, number] {
  return jurisdiction === 'US' || (CANADIAN_JURISDICTIONS as readonly string[]).includes(jurisdiction)
    ? PAGE_LETTER
    : PAGE_A4;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
  indent?: number;
  gapAfter?: number;
  lineGap?: number;
}

/** Flows text down pages, leaving room at the bottom for the footer drawn once the page count is known. */
export class Flow {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  /** Each section heading and the page (1-based) it starts on, for the table of contents. */
  readonly headings: { text: string; page: number }[] = [];
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
    this.headings.push({ text, page: this.pages.length });
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
