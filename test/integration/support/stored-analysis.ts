import { randomUUID } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { putObject } from '#adapters/objects';
import { createAnalysis } from '#adapters/table/analyses';
import type { AnalysisResult } from '#shared/schemas/analysis';
import { highestLevelOf } from '#core/analysis/highest-level';

/** A small JPEG, as the worker stores a photo's preview. */
export async function previewJpeg(): Promise<Uint8Array> {
  const canvas = createCanvas(320, 240);
  const context = canvas.getContext('2d');
  context.fillStyle = '#c2410c';
  context.fillRect(0, 0, 320, 240);
  return canvas.encode('jpeg', 80);
}

/** A finished analysis with its result and one photo preview, recorded as the worker leaves it. */
export async function storedAnalysis(
  userId: string,
  result: AnalysisResult,
  status: 'done' | 'analyzing' = 'done',
  area = 'Atelier de soudage — mezzanine',
  photos?: Uint8Array[],
  /** A team member's analysis belongs to the team. */
  teamId?: string,
) {
  const id = randomUUID();
  const resultKey = `results/${userId}/${id}.json`;
  const previewKey = `previews/${userId}/${id}/0.jpg`;
  await putObject(resultKey, JSON.stringify(result), 'application/json');
  const images = photos ?? [await previewJpeg()];
  const previewKeys = images.map((_, i) => `previews/${userId}/${id}/${i}.jpg`);
  await Promise.all(images.map((bytes, i) => putObject(previewKeys[i]!, bytes, 'image/jpeg')));
  const now = new Date().toISOString();
  await createAnalysis({
    id,
    userId,
    ...(teamId ? { teamId } : {}),
    status,
    progress: status === 'done' ? 100 : 65,
    step: status,
    error: null,
    request: {
      files: [{ key: `uploads/${userId}/x/mezzanine.jpg`, name: 'mezzanine.jpg' }],
      area,
      jurisdiction: result.jurisdiction,
      language: result.language,
      mainSector: 'manufacturing',
    },
    resultKey,
    riskCount: result.risks.length,
    highestLevel: highestLevelOf(result.risks),
    previews: previewKeys.map((key, i) => ({ fileName: i ? `mezzanine-${i}.jpg` : 'mezzanine.jpg', key })),
    attempts: 1,
    createdAt: now,
    updatedAt: now,
  });
  return { id, resultKey, previewKey };
}
