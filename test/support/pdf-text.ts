import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PageText {
  text: string;
  width: number;
  items: { str: string; x: number; y: number; width: number }[];
}

const open = (pdf: Uint8Array) =>
  getDocument({ data: pdf.slice(), useSystemFonts: false, isEvalSupported: false }).promise;

/** The text of every page of a PDF, as a reader would extract it (pdf.js, no system fonts). */
export async function extractPdfPages(pdf: Uint8Array): Promise<PageText[]> {
  const doc = await open(pdf);
  const pages: PageText[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const items = content.items
      .filter((i) => 'str' in i)
      .map((i) => ({ str: i.str, x: i.transform[4] as number, y: i.transform[5] as number, width: i.width }));
    pages.push({
      text: items.map((i) => i.str).join('\n'),
      width: page.getViewport({ scale: 1 }).width,
      items,
    });
  }
  await doc.destroy();
  return pages;
}

/** All the text of a PDF in one string. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await extractPdfPages(pdf)).map((page) => page.text).join('\n');
}

/** A page's lines as a reader sees them: its text items grouped by baseline, top to bottom, left to right. */
export function pageLines(page: PageText): string[] {
  const rows = new Map<number, { x: number; str: string }[]>();
  for (const item of page.items) {
    if (item.str.trim() === '') continue;
    const y = Math.round(item.y);
    rows.set(y, [...(rows.get(y) ?? []), item]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, items]) =>
      items
        .sort((a, b) => a.x - b.x)
        .map((item) => item.str)
        .join(''),
    );
}

/** How many images a page paints (`pageNumber` from 1), as pdf.js draws it. */
export async function pageImageCount(pdf: Uint8Array, pageNumber: number): Promise<number> {
  const doc = await open(pdf);
  const { fnArray } = await (await doc.getPage(pageNumber)).getOperatorList();
  await doc.destroy();
  return fnArray.filter((op) => op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject).length;
}
