import type { PDFFont, PDFPage } from 'pdf-lib';
import { fill } from './labels';
import type { ReportLabels } from './labels';
import { textWidth, wrapText } from './text';
import { FOOTER_SIZE, MARGIN, MUTED, RULE } from './theme';

export interface Footer {
  noticeLines: string[];
  /** Height reserved at the bottom of every page, above the bottom margin. */
  height: number;
}

/** Measured before layout, so the page flow knows how much room to leave at the bottom. */
export function measureFooter(labels: ReportLabels, font: PDFFont, pageWidth: number): Footer {
  const noticeLines = wrapText(labels.legalNotice, font, FOOTER_SIZE, pageWidth - 2 * MARGIN);
  return { noticeLines, height: (noticeLines.length + 1) * FOOTER_SIZE * 1.35 + 14 };
}

/** Legal notice and "page n of total" on every page; drawn last, once the page count is known. */
export function drawFooters(
  pages: PDFPage[],
  footer: Footer,
  labels: ReportLabels,
  font: PDFFont,
  pageWidth: number,
): void {
  const total = pages.length;
  pages.forEach((page, i) => {
    let y = MARGIN * 0.6 + footer.height - 10;
    page.drawLine({
      start: { x: MARGIN, y: y + 4 },
      end: { x: pageWidth - MARGIN, y: y + 4 },
      thickness: 0.5,
      color: RULE,
    });
    for (const line of footer.noticeLines) {
      y -= FOOTER_SIZE * 1.35;
      page.drawText(line, { x: MARGIN, y, size: FOOTER_SIZE, font, color: MUTED });
    }
    const pageText = fill(labels.pageOf, { n: i + 1, total });
    y -= FOOTER_SIZE * 1.35 + 2;
    page.drawText(pageText, {
      x: pageWidth - MARGIN - textWidth(font, pageText, 8),
      y,
      size: 8,
      font,
      color: MUTED,
    });
  });
}
