import type { AnalysisResult, Risk } from '../../../shared/schemas/analysis';
import { riskLevel } from '../../../shared/schemas/analysis';

type RiskSeed = Pick<Risk, 'riskId' | 'family' | 'title' | 'description' | 'likelihood' | 'severity'> &
  Partial<Risk>;

function risk(seed: RiskSeed): Risk {
  const score = seed.likelihood * seed.severity;
  return {
    hazardId: null,
    riskScore: score,
    level: riskLevel(score),
    controls: [{ level: 'administrative', text: 'Procédure écrite.' }],
    residualLevel: 'low',
    evidence: [{ fileName: null, source: 'sector', excerpt: "Risque typique de l'activité.", page: null }],
    citations: [],
    basis: 'observed',
    severityLabel: 'Grave',
    recommendations: [],
    ...seed,
  };
}

/** A realistic French (Québec) analysis: five risks, of which SST_002 and SST_004 are deselected. */
export function frenchAnalysis(): AnalysisResult {
  return {
    language: 'fr',
    jurisdiction: 'QC',
    analyzer: 'offline',
    method:
      "Analyse hors ligne : le texte des documents a été lu ; les photos ont été lues par OCR (elles n'ont pas été « vues »).",
    summary: "Cinq risques relevés à l'atelier de soudage ; trois sont retenus pour le plan d'action.",
    risks: [
      risk({
        riskId: 'SST_001',
        family: 'falls',
        title: 'Chute de hauteur depuis la mezzanine',
        description:
          "Garde-corps absent sur 4 m le long de la mezzanine d'entreposage ; risque élevé de chute de 3,2 m lors du chargement des bacs.",
        likelihood: 4,
        severity: 5,
        severityLabel: 'Très grave (décès possible)',
        controls: [
          { level: 'ppe', text: "Harnais antichute relié à un point d'ancrage de 18 kN." },
          {
            level: 'engineering',
            text: 'Installer un garde-corps conforme avec lisse intermédiaire et plinthe.',
          },
          { level: 'elimination', text: 'Déplacer le chargement des bacs au rez-de-chaussée.' },
          {
            level: 'administrative',
            text: "Interdire l'accès à la mezzanine sans autorisation du contremaître.",
          },
        ],
        residualLevel: 'medium',
        evidence: [
          {
            fileName: 'mezzanine.jpg',
            source: 'ocr',
            excerpt: 'ACCÈS INTERDIT — GARDE-CORPS RETIRÉ',
            page: null,
          },
          {
            fileName: 'programme-prevention.pdf',
            source: 'text',
            excerpt:
              'La mezzanine est accessible par une échelle fixe ; le garde-corps sud a été retiré en 2024.',
            page: 7,
          },
        ],
        citations: [
          {
            jurisdiction: 'QC',
            instrument: 'Règlement sur la santé et la sécurité du travail (RLRQ, c. S-2.1, r. 13)',
            articles: 'art. 12 à 15',
            subject: 'Garde-corps et ouvertures',
            status: 'confirmed',
          },
          {
            jurisdiction: 'QC',
            instrument: 'Loi sur la santé et la sécurité du travail',
            articles: null,
            subject: "Obligations de l'employeur",
            status: 'unconfirmed',
          },
        ],
        recommendations: ['Réinstaller le garde-corps avant la reprise du chargement.'],
      }),
      risk({
        riskId: 'SST_002',
        family: 'noise',
        title: 'Bruit des meuleuses DÉSÉLECTIONNÉ',
        description: 'Exposition au bruit des meuleuses portatives, ce risque est désélectionné.',
        likelihood: 3,
        severity: 3,
      }),
      risk({
        riskId: 'SST_003',
        family: 'hot_work',
        title: 'Travail à chaud près de solvants',
        description:
          "Soudage à moins de 11 m d'un bac d'acétone ouvert ; l'œil du soudeur n'est pas protégé contre le rayonnement.",
        likelihood: 4,
        severity: 5,
        severityLabel: 'Très grave',
        controls: [
          { level: 'substitution', text: "Remplacer l'acétone par un dégraissant aqueux non inflammable." },
          { level: 'administrative', text: 'Permis de travail à chaud et surveillance incendie de 60 min.' },
        ],
        evidence: [
          {
            fileName: 'poste-soudage.png',
            source: 'ocr',
            excerpt: 'ACÉTONE — EXTRÊMEMENT INFLAMMABLE',
            page: null,
          },
        ],
        citations: [
          {
            jurisdiction: 'QC',
            instrument: 'Règlement sur la santé et la sécurité du travail',
            articles: null,
            subject: 'Travail à chaud',
            status: 'unconfirmed',
          },
        ],
      }),
      risk({
        riskId: 'SST_004',
        family: 'ergonomics',
        title: 'Manutention manuelle DÉSÉLECTIONNÉE',
        description: 'Soulèvement répété de pièces de 25 kg, ce risque est désélectionné.',
        likelihood: 2,
        severity: 2,
        evidence: [{ fileName: 'mezzanine.jpg', source: 'ocr', excerpt: 'BACS 25 KG', page: null }],
      }),
      risk({
        riskId: 'SST_005',
        family: 'electrical',
        title: 'Panneau électrique encombré',
        description:
          "Accès au panneau électrique obstrué par des palettes ; dégagement d'un mètre non respecté.",
        likelihood: 2,
        severity: 4,
        basis: 'typical',
        controls: [
          {
            level: 'administrative',
            text: 'Marquer au sol un dégagement de 1 m et inspecter chaque semaine.',
          },
        ],
      }),
    ],
    generalRecommendations: [
      'Mettre à jour le programme de prévention et le registre des inspections.',
      'Former les travailleurs au permis de travail à chaud.',
    ],
    regulations: [
      {
        title: 'Règlement sur la santé et la sécurité du travail',
        description: 'Normes applicables aux établissements du Québec.',
        articles: 'art. 12 à 15',
        coverage: 'Établissements',
        authority: 'CNESST',
        status: 'confirmed',
      },
      {
        title: 'Code national de prévention des incendies',
        description: 'Travaux à chaud et liquides inflammables.',
        articles: null,
        coverage: 'Bâtiments',
        authority: 'Régie du bâtiment du Québec',
        status: 'unconfirmed',
      },
    ],
    documentAnalyses: [
      {
        fileName: 'programme-prevention.pdf',
        kind: 'document',
        method: 'pdf-text',
        pages: 14,
        characters: 21840,
        summary:
          "Programme de prévention 2025 de l'atelier ; la section sur le travail en hauteur est incomplète.",
        risksIdentified: ['SST_001'],
        warnings: [],
      },
      {
        fileName: 'mezzanine.jpg',
        kind: 'photo',
        method: 'ocr',
        pages: null,
        characters: 64,
        summary: 'Affiche lue par OCR près de la mezzanine.',
        risksIdentified: ['SST_001', 'SST_004'],
        warnings: [],
      },
    ],
  };
}

export const SELECTED = ['SST_001', 'SST_003', 'SST_005'];
export const DESELECTED = ['SST_002', 'SST_004'];

export const JAPANESE_TITLES = ['高所作業時の墜落', '溶接作業中の火災', '化学物質の吸入（有機溶剤）'];

/** The same analysis in Japanese (jurisdiction JP); SST_002 and SST_004 deselected. */
export function japaneseAnalysis(): AnalysisResult {
  const base = frenchAnalysis();
  const [t1, t2, t3] = JAPANESE_TITLES;
  const texts: Record<string, [string, string]> = {
    SST_001: [t1 ?? '', '中二階の手すりが4メートルにわたって欠けており、荷積み時に墜落する危険性が高い。'],
    SST_002: ['騒音（選択解除）', 'この記述は報告書に出てはならない。'],
    SST_003: [t2 ?? '', 'アセトンの開放容器から11メートル以内で溶接が行われている。'],
    SST_004: ['手作業による運搬（選択解除）', 'この記述も報告書に出てはならない。'],
    SST_005: [t3 ?? '', '換気が不十分な塗装ブースで有機溶剤の蒸気を吸入するおそれがある。'],
  };
  return {
    ...base,
    language: 'ja',
    jurisdiction: 'JP',
    method: 'オフライン分析：文書のテキストを読み取り、写真はOCRで読み取りました。',
    summary: '溶接工場で5件のリスクを確認し、3件を選択しました。',
    risks: base.risks.map((r) => {
      const [title, description] = texts[r.riskId] ?? [r.title, r.description];
      return {
        ...r,
        title,
        description,
        severityLabel: '重大',
        controls: r.controls.map((c) => ({ ...c, text: '手すりを設置し、作業手順を見直す。' })),
        evidence: r.evidence.map((e) => ({ ...e, excerpt: '立入禁止 — 手すり撤去' })),
        citations: r.citations.map((c) => ({
          ...c,
          jurisdiction: 'JP' as const,
          instrument: '労働安全衛生規則',
          subject: '墜落等による危険の防止',
        })),
        recommendations: [],
      };
    }),
    generalRecommendations: ['安全衛生教育を実施する。'],
    regulations: [
      {
        title: '労働安全衛生法',
        description: '事業者の義務を定める法律。',
        articles: '第20条',
        coverage: '全事業場',
        authority: '厚生労働省',
        status: 'confirmed',
      },
    ],
    documentAnalyses: [],
  };
}
