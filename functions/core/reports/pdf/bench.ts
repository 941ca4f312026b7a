import { createCanvas } from '@napi-rs/canvas';
import type { AnalysisResult, Risk } from '#shared/schemas/analysis';
import { riskLevel } from '#shared/schemas/analysis';
import { renderReport } from './render';
import type { ReportInput, ReportPhoto } from './render';

/**
 * Report benchmark: 20 selected risks and six 1600 x 1200 JPEG photos, rendered once to warm up
 * (font loading and subsetting, JIT), then timed. Targets: < 300 ms warm, < 2 MB.
 */

const FAMILIES = ['falls', 'machinery', 'electrical', 'chemical', 'noise', 'ergonomics'] as const;

/** A workplace-like test photo: gradient background, shapes, text; JPEG quality 80. */
export function benchPhoto(index: number, width = 1600, height = 1200): Uint8Array {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const g = ctx.createLinearGradient(0, 0, width, height);
  g.addColorStop(0, `hsl(${(index * 47) % 360}, 35%, 70%)`);
  g.addColorStop(1, `hsl(${(index * 47 + 120) % 360}, 30%, 35%)`);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < 40; i++) {
    ctx.fillStyle = `hsla(${(i * 37 + index * 11) % 360}, 60%, 50%, 0.55)`;
    const x = (i * 389 + index * 97) % width;
    const y = (i * 211 + index * 53) % height;
    ctx.fillRect(x, y, 60 + ((i * 13) % 220), 40 + ((i * 29) % 160));
  }
  ctx.strokeStyle = '#222';
  ctx.lineWidth = 8;
  for (let x = 0; x < width; x += 200) {
    ctx.beginPath();
    ctx.moveTo(x, height * 0.7);
    ctx.lineTo(x + 100, height);
    ctx.stroke();
  }
  ctx.fillStyle = '#111';
  ctx.font = '64px sans-serif';
  ctx.fillText(`Zone ${index + 1} — échafaudage`, 80, 120);
  return new Uint8Array(canvas.toBuffer('image/jpeg', 80));
}

export function benchRisk(i: number, photoNames: string[]): Risk {
  const likelihood = (i % 5) + 1;
  const severity = ((i * 3) % 5) + 1;
  const score = likelihood * severity;
  const photo = photoNames[i % photoNames.length] ?? null;
  return {
    riskId: `SST_${String(i + 1).padStart(3, '0')}`,
    hazardId: null,
    family: FAMILIES[i % FAMILIES.length] ?? 'falls',
    relatedFamilies: [],
    title: `Risque n° ${i + 1} : travail en hauteur près d'une ouverture non protégée`,
    description:
      "Des travailleurs circulent à moins de deux mètres d'une ouverture de plancher sans garde-corps ; " +
      "l'accès se fait par une échelle non attachée. La chute pourrait entraîner des blessures graves.",
    likelihood,
    severity,
    riskScore: score,
    level: riskLevel(score),
    controls: [
      { level: 'elimination', text: "Fermer l'ouverture par un couvercle fixé et identifié." },
      {
        level: 'engineering',
        text: 'Installer des garde-corps conformes (1 m, lisse intermédiaire, plinthe).',
      },
      {
        level: 'administrative',
        text: "Délimiter la zone et former les travailleurs à la procédure d'accès.",
      },
      {
        level: 'ppe',
        text: 'Harnais relié à un ancrage de 18 kN lorsque les protections collectives manquent.',
      },
    ],
    residualLevel: 'low',
    evidence: [
      { fileName: photo, source: 'ocr', excerpt: 'DANGER — OUVERTURE NON PROTÉGÉE', page: null },
      { fileName: 'programme-prevention.pdf', source: 'text', excerpt: 'Aucune mesure prévue.', page: 3 },
      { fileName: photo, source: 'caption', excerpt: "Ouverture de plancher près de l'échelle", page: null },
    ],
    citations: [
      {
        jurisdiction: 'QC',
        instrument: 'Code de sécurité pour les travaux de construction',
        articles: i % 2 === 0 ? 'art. 2.9.1' : null,
        subject: 'Protection contre les chutes',
        status: i % 2 === 0 ? 'confirmed' : 'unconfirmed',
      },
    ],
    basis: 'observed',
    confidence: i % 3 === 0 ? 'high' : 'medium',
    triggers: ['ouverture non protégée', 'échelle non attachée', '2 m'],
    controlsInPlace: i % 4 === 0 ? ['zone délimitée'] : [],
    severityLabel: 'Grave',
    recommendations: ['Vérifier les protections avant chaque quart de travail.'],
  };
}

export function benchInput(riskCount = 20, photoCount = 6): ReportInput {
  const photos: ReportPhoto[] = Array.from({ length: photoCount }, (_, i) => ({
    fileName: `photo-${i + 1}.jpg`,
    bytes: benchPhoto(i),
    mediaType: 'image/jpeg' as const,
  }));
  const names = photos.map((p) => p.fileName);
  const risks = Array.from({ length: riskCount }, (_, i) => benchRisk(i, names));
  const analysis: AnalysisResult = {
    language: 'fr',
    jurisdiction: 'QC',
    analyzer: 'offline',
    method: 'Analyse hors ligne : texte des documents lu, photos lues par OCR (non vues).',
    summary: `${riskCount} risques relevés sur le chantier.`,
    risks,
    controlled: [
      {
        hazardId: 'unguarded-conveyor',
        family: 'machinery',
        title: 'Convoyeur du quai',
        triggers: ['protecteurs installés'],
        evidence: [
          {
            fileName: 'programme-prevention.pdf',
            source: 'text',
            excerpt: 'Les protecteurs du convoyeur sont installés.',
            page: 5,
          },
        ],
      },
    ],
    generalRecommendations: [
      'Mettre à jour le programme de prévention.',
      'Tenir un registre des inspections.',
    ],
    regulations: [
      {
        title: 'Code de sécurité pour les travaux de construction',
        description: 'Règlement encadrant la sécurité sur les chantiers.',
        articles: 'art. 2.9.1, 3.8.1',
        coverage: 'Chantiers de construction',
        authority: 'CNESST',
        status: 'confirmed',
      },
    ],
    documentAnalyses: [
      {
        fileName: 'programme-prevention.pdf',
        kind: 'document',
        method: 'pdf-text',
        pages: 12,
        characters: 18000,
        summary: 'Programme de prévention du chantier, version 2.',
        risksIdentified: risks.map((r) => r.riskId),
        warnings: [],
        detectedLanguage: 'fr',
      },
    ],
  };
  return {
    analysis,
    selectedRiskIds: risks.map((r) => r.riskId),
    meta: {
      area: 'Chantier Est — niveau 3',
      jurisdictionName: 'Québec',
      date: '2026-11-22',
      sectorLabels: ['Construction', 'Bâtiment'],
    },
    photos,
  };
}

/**
 * Renders the benchmark report once to warm up, then `runs` more times; returns the median
 * time of the warm renders (ms), the fastest and slowest, and the size of the PDF (bytes).
 */
export async function benchReport(
  runs = 5,
): Promise<{ ms: number; bytes: number; minMs: number; maxMs: number }> {
  const input = benchInput();
  await renderReport(input);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < Math.max(1, runs); i++) {
    const start = performance.now();
    const pdf = await renderReport(input);
    times.push(performance.now() - start);
    bytes = pdf.byteLength;
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    ms: round(times[Math.floor(times.length / 2)] ?? 0),
    bytes,
    minMs: round(times[0] ?? 0),
    maxMs: round(times[times.length - 1] ?? 0),
  };
}
