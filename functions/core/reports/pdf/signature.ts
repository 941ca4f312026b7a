import { signerLines } from '../office/content';
import type { ReportLabels } from './labels';
import type { Flow } from './layout';
import type { ReportCover } from './types';

/** The closing block, kept on one page: who signs (name and designations, title, organisation), lines to sign and date. */
export function drawSignature(flow: Flow, labels: ReportLabels, cover: ReportCover | undefined): void {
  const signer = signerLines(cover);
  flow.ensure(14 * 4 + signer.length * 14 + 60);
  flow.heading(labels.office.signatureTitle);
  signer.forEach((line, i) => flow.text(line, { bold: i === 0, size: 10, gapAfter: 1 }));
  flow.space(30);
  flow.text(labels.office.signatureLine, { size: 10 });
}
