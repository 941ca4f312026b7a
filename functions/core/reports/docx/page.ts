import { AlignmentType, Footer, Header, PageNumber, Paragraph, TextRun } from 'docx';
import { pageSizeFor } from '../pdf/layout';
import type { OfficeLabels } from '../office/labels';
import { MUTED } from './blocks';

/** Page size, margins (2 cm) and header/footer room, in twips (1/20 pt). */
export function pageSetup(jurisdiction: string) {
  // Letter for Canada and the United States, A4 elsewhere: the PDF's choice.
  const [width, height] = pageSizeFor(jurisdiction).map((points) => Math.round(points * 20)) as [
    number,
    number,
  ];
  const margin = 1134;
  return {
    size: { width, height },
    margin: { top: margin, bottom: margin, left: margin, right: margin, header: 567, footer: 567 },
    contentWidth: width - 2 * margin,
  };
}

/** The report's title and work area at the top of every page but the cover. */
export function pageHeader(labels: OfficeLabels, area: string): Header {
  return new Header({
    children: [
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [new TextRun({ text: `${labels.title} — ${area}`, size: 16, color: MUTED })],
      }),
    ],
  });
}

/** "Page n / N" on every page: the PDF's words around Word's page fields. */
export function pageFooter(labels: OfficeLabels): Footer {
  const style = { size: 16, color: MUTED };
  const children = labels.pageOf
    .split(/\{\{\s*(n|total)\s*\}\}/)
    // split() with a capture group alternates text and placeholder names: odd indexes are names.
    .map((part, i) =>
      i % 2 === 1
        ? new TextRun({ ...style, children: [part === 'n' ? PageNumber.CURRENT : PageNumber.TOTAL_PAGES] })
        : new TextRun({ ...style, text: part }),
    );
  return new Footer({ children: [new Paragraph({ alignment: AlignmentType.RIGHT, children })] });
}
