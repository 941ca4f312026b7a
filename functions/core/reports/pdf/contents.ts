import type { PDFPage } from 'pdf-lib';
import type { ReportLabels } from './labels';
import type { Flow } from './layout';
import { textWidth } from './text';
import { BODY_SIZE, MARGIN, MUTED, TEXT } from './theme';

/** Room kept on the cover for the table of contents, filled once every section has its page. */
export interface ContentsSlot {
  page: PDFPage;
  top: number;
  lines: number;
}

const LINE = BODY_SIZE * 1.45;

/** Draws the table of contents' title and keeps `lines` lines below it. */
export function reserveContents(flow: Flow, labels: ReportLabels, lines: number): ContentsSlot {
  flow.ensure(LINE * (lines + 2));
  flow.text(labels.contents, { bold: true, size: 10.5, gapAfter: 2 });
  const slot = { page: flow.page, top: flow.y, lines };
  flow.space(LINE * lines);
  return slot;
}

/** Each section title, a dotted leader and the page it starts on, in the room kept on the cover. */
export function drawContents(flow: Flow, slot: ContentsSlot): void {
  const right = MARGIN + flow.contentWidth;
  const dot = textWidth(flow.regular, '.', BODY_SIZE);
  flow.headings.slice(0, slot.lines).forEach((heading, i) => {
    const y = slot.top - (i + 1) * LINE + 3;
    const page = String(heading.page);
    const pageX = right - textWidth(flow.regular, page, BODY_SIZE);
    const title = heading.text;
    const titleEnd = MARGIN + 6 + textWidth(flow.regular, title, BODY_SIZE);
    slot.page.drawText(title, { x: MARGIN + 6, y, size: BODY_SIZE, font: flow.regular, color: TEXT });
    const dots = Math.max(0, Math.floor((pageX - titleEnd - 8) / dot));
    if (dots > 0) {
      slot.page.drawText('.'.repeat(dots), {
        x: pageX - 4 - dots * dot,
        y,
        size: BODY_SIZE,
        font: flow.regular,
        color: MUTED,
      });
    }
    slot.page.drawText(page, { x: pageX, y, size: BODY_SIZE, font: flow.regular, color: TEXT });
  });
}
