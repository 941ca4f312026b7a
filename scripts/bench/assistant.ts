import { textPdf } from '../../test/fixtures/extraction/builders';

/** Documents of the assistant's benchmark: the library's limit less the question's own place. */
const DOCUMENTS = 49;
const PAGES_PER_DOCUMENT = 20;

const FILLER = [
  'Les travailleurs recoivent une formation sur les methodes de travail securitaires avant leur affectation.',
  'Le registre des inspections est tenu a jour par le superviseur du quart de travail.',
  'Les allees de circulation sont degagees et le marquage au sol est entretenu chaque trimestre.',
  'Les fiches de donnees de securite sont accessibles pres des aires d entreposage des produits.',
  'Le comite de sante et de securite se reunit chaque mois et consigne ses recommandations.',
];
const LOCKOUT = [
  'Procedure de cadenassage : avant toute intervention sur la presse, chaque travailleur appose',
  'son cadenas personnel sur chaque dispositif d isolement et verifie l absence d energie residuelle.',
];

/** One reference document: filler pages, with the lockout procedure on one page of every tenth document. */
async function referenceDocument(index: number): Promise<Uint8Array> {
  const pages = Array.from({ length: PAGES_PER_DOCUMENT }, (_, page) => [
    `Manuel de prevention, section ${index + 1}, page ${page + 1}`,
    ...(index % 10 === 0 && page === 7 ? LOCKOUT : FILLER.map((line) => `${line} (${index}.${page})`)),
  ]);
  return textPdf(pages);
}

async function uploadAll(appUrl: string, cookie: string): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < DOCUMENTS; start += 10) {
    const files = [];
    for (let index = start; index < Math.min(DOCUMENTS, start + 10); index++) {
      const bytes = await referenceDocument(index);
      const name = `manuel-${index + 1}.pdf`;
      const presigned = await fetch(`${appUrl}/api/uploads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          purpose: 'library',
          files: [{ name, type: 'application/pdf', size: bytes.length }],
        }),
      });
      const [target] = (
        (await presigned.json()) as {
          uploads: { key: string; url: string; headers: Record<string, string> }[];
        }
      ).uploads;
      await fetch(target!.url, { method: 'PUT', headers: target!.headers, body: bytes });
      files.push({ key: target!.key, name });
    }
    const confirmed = await fetch(`${appUrl}/api/upload-regulatory`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ files }),
    });
    if (!confirmed.ok)
      throw new Error(`Library upload refused: ${confirmed.status} ${await confirmed.text()}`);
    ids.push(...((await confirmed.json()) as { items: { id: string }[] }).items.map((item) => item.id));
  }
  return ids;
}

async function untilRead(appUrl: string, cookie: string): Promise<number> {
  for (;;) {
    const list = (await (await fetch(`${appUrl}/api/regulatory-files`, { headers: { cookie } })).json()) as {
      items: { status: string; pages: number | null }[];
    };
    if (list.items.every((item) => item.status !== 'processing'))
      return list.items.reduce((sum, item) => sum + (item.pages ?? 0), 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * A question over 49 reference documents of 20 pages (980 pages) and the question itself: the
 * library's 50. The documents are read first (as they would have been when added); the figure is the
 * answer alone, from the request to its polled end.
 */
export async function benchAssistant(appUrl: string, cookie: string) {
  const ids = await uploadAll(appUrl, cookie);
  const pages = await untilRead(appUrl, cookie);
  const started = performance.now();
  const asked = await fetch(`${appUrl}/api/perplexity/analyze-consolidated`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      question: 'Quelles obligations s’appliquent au cadenassage de la presse ?',
      language: 'fr',
      province: 'QC',
      selectedRegulatory: ids,
    }),
  });
  const { analysisId } = (await asked.json()) as { analysisId: string };
  for (;;) {
    const item = (await (
      await fetch(`${appUrl}/api/perplexity/item/${analysisId}`, { headers: { cookie } })
    ).json()) as {
      status: string;
      answer: { passages: unknown[] } | null;
    };
    if (item.status === 'done' || item.status === 'failed')
      return {
        seconds: (performance.now() - started) / 1000,
        pages,
        documents: ids.length,
        passages: item.answer?.passages.length ?? 0,
      };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
