import type { PDFDocument, PDFImage } from 'pdf-lib';
import type { Risk } from '#shared/schemas/analysis';
import type { ReportLabels } from './labels';
import type { Flow } from './layout';
import { MARGIN, MUTED } from './theme';
import type { ReportPhoto } from './types';

/** A photo pdf-lib cannot decode is reported in the PDF rather than failing the whole report. */
export async function embedPhoto(doc: PDFDocument, photo: ReportPhoto): Promise<PDFImage | null> {
  try {
    return photo.mediaType === 'image/png'
      ? await doc.embedPng(photo.bytes)
      : await doc.embedJpg(photo.bytes);
  } catch {
    return null;
  }
}

/** Each photo, scaled to at most a third of the page, followed by the selected risks it evidences. */
export async function drawPhotos(
  flow: Flow,
  labels: ReportLabels,
  photos: ReportPhoto[],
  risks: Risk[],
): Promise<void> {
  if (photos.length === 0) return;
  flow.newPage();
  flow.heading(labels.photosTitle);
  const maxImageHeight = (flow.size[1] - 2 * MARGIN) * 0.34;
  for (const photo of photos) {
    const findings = risks.filter((r) => r.evidence.some((e) => e.fileName === photo.fileName));
    const image = await embedPhoto(flow.doc, photo);
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
