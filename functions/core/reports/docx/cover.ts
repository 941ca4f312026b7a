import { HeadingLevel, ImageRun, Paragraph } from 'docx';
import { imageSize } from 'image-size';
import { formatDate } from '../pdf/cover';
import type { ReportInput, ReportPhoto } from '../pdf/types';
import type { OfficeLabels } from '../office/labels';
import { signerLines } from '../office/content';
import { ACCENT, field, paragraph } from './blocks';

/** The logo's box on the cover, in pixels (96 to the inch): about 5 × 2.4 cm. */
const LOGO_BOX = { width: 190, height: 90 };

/** The organisation's logo scaled into its box; left out when its header cannot be read. */
function logo(photo: ReportPhoto): Paragraph | null {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(photo.bytes);
  } catch {
    return null;
  }
  if (!size.width || !size.height) return null;
  const scale = Math.min(LOGO_BOX.width / size.width, LOGO_BOX.height / size.height, 1);
  return new Paragraph({
    spacing: { after: 240 },
    children: [
      new ImageRun({
        type: photo.mediaType === 'image/png' ? 'png' : 'jpg',
        data: photo.bytes,
        transformation: { width: Math.round(size.width * scale), height: Math.round(size.height * scale) },
        altText: { name: photo.fileName, description: photo.fileName, title: photo.fileName },
      }),
    ],
  });
}

/** First page: logo, title, the site and client, then who prepared the report; empty fields left out. */
export function coverBlocks(input: ReportInput, labels: OfficeLabels): Paragraph[] {
  const { meta, cover } = input;
  const c = labels.colon;
  const fields: [string, string][] = [
    [labels.office.client, cover?.clientName ?? ''],
    [labels.office.clientAddress, cover?.clientAddress ?? ''],
    [labels.office.visitDate, cover?.visitDate ? formatDate(cover.visitDate, labels.locale) : ''],
    [labels.area, meta.area],
    [labels.jurisdiction, meta.jurisdictionName],
    [labels.date, formatDate(meta.date, labels.locale)],
    [labels.sectors, meta.sectorLabels.join(' › ')],
    [labels.preparedFor, meta.preparedFor ?? ''],
  ];
  const blocks: (Paragraph | null)[] = [
    cover?.logo ? logo(cover.logo) : null,
    new Paragraph({ heading: HeadingLevel.TITLE, text: labels.title }),
    paragraph(meta.area, { size: 28, color: ACCENT }),
    paragraph(''),
    ...fields.filter(([, value]) => value.trim() !== '').map(([name, value]) => field(name, value, c)),
  ];
  const signer = signerLines(cover);
  if (signer.length > 0) {
    blocks.push(
      paragraph(''),
      paragraph(`${labels.office.preparedBy}${c.trimEnd()}`, { bold: true, keepNext: true }),
      ...signer.map((line, i) => paragraph(line, { bold: i === 0 })),
    );
  }
  return blocks.filter((block): block is Paragraph => block !== null);
}
