import type { APIRequestContext } from '@playwright/test';
import { encodeImage, signPixels, textPdf } from '../../fixtures/extraction/builders';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A phone-like photo of a yellow sign whose words the OCR reads. Sensor-like noise makes it
 * weigh what a real photo weighs (a PNG of it is over 500 KB, so the browser compresses it).
 */
export async function signPhoto(name: string, lines: string[], format: 'png' | 'jpeg' = 'jpeg') {
  const pixels = signPixels({
    width: 1600,
    height: 1200,
    photo: true,
    lines: lines.map((text) => ({ text, size: 110 })),
  });
  let seed = 7;
  for (let i = 0; i < pixels.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const grain = (seed % 13) - 6;
    for (let c = 0; c < 3; c++) pixels.data[i + c] = Math.max(0, Math.min(255, pixels.data[i + c]! + grain));
  }
  return {
    name,
    mimeType: format === 'png' ? 'image/png' : 'image/jpeg',
    buffer: Buffer.from(await encodeImage(pixels, format)),
  };
}

/** A one-page inspection note as a PDF with a text layer. */
export async function inspectionPdf(name: string, lines: string[]): Promise<UploadFile> {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await textPdf([lines])) };
}

/** Where an analysis starts (the adviser's route, or an enterprise team's `/api/analyze-risks`) and where. */
interface AnalysisOptions {
  endpoint?: '/api/analyze-conseiller-sst' | '/api/analyze-risks';
  jurisdiction?: string;
}

/**
 * An analysis made through the API, as the input screen makes it (presigned upload, start,
 * polling), for journeys that need one that already exists. The request carries the caller's session.
 */
export async function analysisThroughApi(
  request: APIRequestContext,
  file: UploadFile,
  area = 'Atelier',
  { endpoint = '/api/analyze-conseiller-sst', jurisdiction }: AnalysisOptions = {},
) {
  const { uploads } = await (
    await request.post('/api/uploads', {
      data: { files: [{ name: file.name, type: file.mimeType, size: file.buffer.length }] },
    })
  ).json();
  const upload = uploads[0] as { url: string; headers: Record<string, string> };
  const put = await request.put(upload.url, { headers: upload.headers, data: file.buffer });
  if (!put.ok()) throw new Error(`upload answered ${put.status()}`);
  const started = await request.post(endpoint, {
    data: {
      files: [{ key: (uploads[0] as { key: string }).key, name: file.name }],
      area,
      language: 'fr',
      ...(jurisdiction ? { jurisdiction } : {}),
    },
  });
  const { analysisId } = (await started.json()) as { analysisId: string };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = (await (await request.get(`/api/analysis/${analysisId}`)).json()) as { status: string };
    if (status.status === 'done') return analysisId;
    if (status.status === 'failed' || Date.now() > deadline) throw new Error(`analysis ${status.status}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
