import type { Risk } from '#shared/schemas/analysis';
import { formatDate } from './cover';
import type { ReportLabels } from './labels';
import type { Flow } from './layout';
import { embedPhoto } from './photos';
import { drawTable } from './table';
import { wrapText } from './text';
import { MARGIN, MUTED } from './theme';
import type { ReportAction } from './types';

/** The after photos' box, in points: three to a row. */
const PHOTO_BOX = { width: 150, height: 112 };

/**
 * The action plan of the kept risks (keptActions: by due date): who does what by when, where it stands and how
 * it was closed, then the photos taken after the corrections. An empty plan prints nothing.
 */
export async function drawActionPlan(
  flow: Flow,
  labels: ReportLabels,
  actions: readonly ReportAction[],
  risks: readonly Risk[],
): Promise<void> {
  if (actions.length === 0) return;
  const { columns, statuses } = labels.office;
  const titles = new Map(risks.map((risk) => [risk.riskId, risk.title]));
  const date = (iso: string | null) => (iso ? formatDate(iso, labels.locale, 'medium') : '');
  flow.heading(labels.office.actionPlanTitle);
  drawTable(
    flow,
    [
      { title: columns.risk, weight: 2.2 },
      { title: columns.action, weight: 2.4 },
      { title: columns.owner, weight: 1.3 },
      { title: columns.dueDate, weight: 1.3 },
      { title: columns.status, weight: 1.05 },
      { title: columns.closureNote, weight: 1.8 },
      { title: columns.closedAt, weight: 1.3 },
    ],
    actions.map((action) => [
      `${action.riskId} — ${titles.get(action.riskId) ?? ''}`,
      action.title,
      action.ownerName,
      date(action.dueDate),
      statuses[action.status],
      action.closureNote,
      date(action.closedAt),
    ]),
  );
  await drawAfterPhotos(flow, labels, actions);
}

/** The photos taken after the corrections, small, three to a row, each under its action. */
async function drawAfterPhotos(
  flow: Flow,
  labels: ReportLabels,
  actions: readonly ReportAction[],
): Promise<void> {
  const withPhotos = actions.filter((action) => action.closurePhoto);
  if (withPhotos.length === 0) return;
  flow.space(10);
  flow.text(labels.afterPhotos, { bold: true, size: 10.5, gapAfter: 4 });
  const gap = (flow.contentWidth - 3 * PHOTO_BOX.width) / 2;
  const captionSize = 7.5;
  const captionLine = flow.lineHeight(captionSize, 0.3);
  for (let start = 0; start < withPhotos.length; start += 3) {
    const row = withPhotos.slice(start, start + 3);
    const captions = row.map((action) =>
      wrapText(`${action.riskId} — ${action.title}`, flow.regular, captionSize, PHOTO_BOX.width).slice(0, 2),
    );
    const height = PHOTO_BOX.height + 4 + Math.max(...captions.map((c) => c.length)) * captionLine;
    flow.ensure(height + 6);
    const top = flow.y;
    for (const [i, action] of row.entries()) {
      const x = MARGIN + i * (PHOTO_BOX.width + gap);
      const image = await embedPhoto(flow.doc, action.closurePhoto!);
      if (image) {
        const scale = Math.min(PHOTO_BOX.width / image.width, PHOTO_BOX.height / image.height, 1);
        const h = image.height * scale;
        flow.page.drawImage(image, { x, y: top - h, width: image.width * scale, height: h });
      } else {
        flow.page.drawText(labels.imageError, {
          x,
          y: top - 12,
          size: captionSize,
          font: flow.regular,
          color: MUTED,
        });
      }
      captions[i]!.forEach((line, j) => {
        flow.page.drawText(line, {
          x,
          y: top - PHOTO_BOX.height - 4 - captionSize - j * captionLine,
          size: captionSize,
          font: flow.regular,
          color: MUTED,
        });
      });
    }
    flow.y = top - height - 6;
  }
}
