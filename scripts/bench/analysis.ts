import { ocrPoolsCreated } from '#core/analysis/extraction';
import { encodeImage, signPixels, textPdf } from '../../test/fixtures/extraction/builders';

export interface BenchFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** Five photos of printed signs and five ten-page inspection reports, as an adviser would send. */
export async function analysisWorkload(): Promise<BenchFile[]> {
  const signs = [
    ['DANGER', 'HAUTE TENSION'],
    ['ATTENTION', 'CHARIOTS ÉLÉVATEURS'],
    ['ESPACE CLOS', 'ENTRÉE INTERDITE'],
    ['PORT DES PROTECTEURS', 'AUDITIFS OBLIGATOIRE'],
    ['DANGER', 'PRODUITS CORROSIFS'],
  ];
  const photos = await Promise.all(
    signs.map(async ([first, second], i) => ({
      name: `photo-${i + 1}.jpg`,
      type: 'image/jpeg',
      bytes: await encodeImage(
        signPixels({
          lines: [
            { text: first!, size: 140 },
            { text: second!, size: 90 },
          ],
        }),
        'jpeg',
      ),
    })),
  );
  const page = (n: number) => [
    `Rapport d’inspection — page ${n}`,
    'Le convoyeur de la ligne 2 fonctionne sans protecteur; les points de pincement sont accessibles.',
    'Des chariots élévateurs traversent l’allée piétonne sans séparation.',
    'Les travailleurs manipulent des charges de 25 kg de façon répétée, en torsion.',
    'Le plancher près du poste de lavage est mouillé et glissant.',
  ];
  const reports = await Promise.all(
    [1, 2, 3, 4, 5].map(async (i) => ({
      name: `rapport-${i}.pdf`,
      type: 'application/pdf',
      bytes: await textPdf(Array.from({ length: 10 }, (_, p) => page(p + 1))),
    })),
  );
  return [...photos, ...reports];
}

async function json(response: Response) {
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * From the start call to `done` on the local stack, offline analyzer: uploads are done
 * before the clock starts, as the browser uploads while the user fills the form. The workload
 * is analysisWorkload's unless another is given.
 */
export async function benchAnalysis(appUrl: string, cookie: string, workload?: BenchFile[]) {
  const files = workload ?? (await analysisWorkload());
  const headers = { 'content-type': 'application/json', cookie };
  const { uploads } = (await json(
    await fetch(`${appUrl}/api/uploads`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        files: files.map((f) => ({ name: f.name, type: f.type, size: f.bytes.length })),
      }),
    }),
  )) as { uploads: { key: string; url: string; headers: Record<string, string> }[] };
  await Promise.all(
    uploads.map((u, i) => fetch(u.url, { method: 'PUT', headers: u.headers, body: files[i]!.bytes })),
  );

  const started = performance.now();
  const { analysisId } = (await json(
    await fetch(`${appUrl}/api/analyze-conseiller-sst`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        files: uploads.map((u, i) => ({ key: u.key, name: files[i]!.name })),
        area: 'Usine — ligne 2',
        jurisdiction: 'QC',
        language: 'fr',
      }),
    }),
  )) as { analysisId: string };
  for (;;) {
    const status = await json(await fetch(`${appUrl}/api/analysis/${analysisId}`, { headers }));
    if (status.status === 'failed')
      throw new Error(`Benchmark analysis failed: ${JSON.stringify(status.error)}`);
    if (status.status === 'done') {
      const analysis = status.analysis as { risks: unknown[] };
      return {
        analysisId,
        seconds: (performance.now() - started) / 1000,
        risks: analysis.risks.length,
        ocrPools: ocrPoolsCreated(),
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
