import type { ControlLevel } from '#shared/knowledge/types';
import type { Language } from '#shared/languages';
import type { RiskLevel } from '#shared/schemas/analysis';

/** Every fixed text of the PDF report, per analysis language. `{x}` marks a value filled in by the renderer. */
export interface ReportLabels {
  /** BCP 47 locale used for dates. */
  locale: string;
  title: string;
  area: string;
  jurisdiction: string;
  date: string;
  sectors: string;
  preparedFor: string;
  method: string;
  summary: string;
  matrixTitle: string;
  /** Short axis names, shown in the matrix corner and in the cell list. */
  likelihoodShort: string;
  severityShort: string;
  matrixAxes: string;
  /** One line per non-empty cell: {l} likelihood, {s} severity, {score}, {level}, {count}, {ids}. */
  matrixCell: string;
  matrixEmpty: string;
  levels: Record<RiskLevel, string>;
  risksTitle: string;
  noSelectedRisks: string;
  /** {label} the risk level's label, {l} x {s} = {score}. */
  severityLine: string;
  basisObserved: string;
  basisTypical: string;
  description: string;
  evidence: string;
  page: string;
  controls: string;
  controlLevels: Record<ControlLevel, string>;
  residual: string;
  citations: string;
  articleNotConfirmed: string;
  unconfirmed: string;
  recommendations: string;
  responsibleLine: string;
  photosTitle: string;
  photoFindings: string;
  noFindings: string;
  imageError: string;
  regulationsTitle: string;
  articles: string;
  authority: string;
  documentsTitle: string;
  generalRecommendationsTitle: string;
  legalNotice: string;
  /** {n} / {total}. */
  pageOf: string;
  quoteOpen: string;
  quoteClose: string;
  /** Separator between a label and its value (French puts a space before the colon). */
  colon: string;
}

export const REPORT_LABELS: Record<Language, ReportLabels> = {
  fr: {
    locale: 'fr-CA',
    title: "Rapport d'analyse des risques",
    area: 'Zone de travail',
    jurisdiction: 'Juridiction',
    date: 'Date',
    sectors: "Secteurs d'activité",
    preparedFor: 'Préparé pour',
    method: "Méthode d'analyse",
    summary: 'Sommaire',
    matrixTitle: 'Matrice des risques retenus',
    likelihoodShort: 'P',
    severityShort: 'G',
    matrixAxes:
      'Lignes : probabilité (P, 1 à 5) · Colonnes : gravité (G, 1 à 5) · Nombre de risques retenus par case',
    matrixCell: 'P{l} × G{s} = {score} ({level}) : {count} — {ids}',
    matrixEmpty: 'Aucun risque retenu.',
    levels: { low: 'Faible', medium: 'Moyen', high: 'Élevé', critical: 'Critique' },
    risksTitle: 'Risques retenus',
    noSelectedRisks: "Aucun risque n'a été retenu pour ce rapport.",
    severityLine: 'Niveau de risque : {label} — P × G = {l} × {s} = {score}',
    basisObserved: 'Constat observé dans les fichiers transmis',
    basisTypical: "Risque typique de l'activité (non confirmé par les fichiers transmis)",
    description: 'Description',
    evidence: 'Preuves',
    page: 'p.',
    controls: 'Mesures de maîtrise (hiérarchie des mesures)',
    controlLevels: {
      elimination: 'Élimination',
      substitution: 'Substitution',
      engineering: "Mesures d'ingénierie",
      administrative: 'Mesures administratives',
      ppe: 'Équipements de protection individuelle',
    },
    residual: 'Niveau résiduel',
    citations: 'Références réglementaires',
    articleNotConfirmed: 'article non confirmé',
    unconfirmed: 'à confirmer',
    recommendations: 'Recommandations',
    responsibleLine: 'Responsable : ____________________   Échéance : ____________',
    photosTitle: 'Photos',
    photoFindings: 'Constats liés à cette photo',
    noFindings: 'Aucun risque retenu ne cite cette photo.',
    imageError: "L'image n'a pas pu être intégrée.",
    regulationsTitle: 'Réglementation applicable',
    articles: 'Articles',
    authority: 'Autorité',
    documentsTitle: 'Résumé des documents analysés',
    generalRecommendationsTitle: 'Recommandations générales',
    legalNotice:
      "Les analyses produites sont fournies à titre informatif et ne remplacent pas l'avis d'un professionnel qualifié en santé et sécurité du travail.",
    pageOf: 'Page {n} / {total}',
    quoteOpen: '« ',
    quoteClose: ' »',
    colon: ' : ',
  },
  en: {
    locale: 'en-CA',
    title: 'Risk Analysis Report',
    area: 'Work area',
    jurisdiction: 'Jurisdiction',
    date: 'Date',
    sectors: 'Sectors',
    preparedFor: 'Prepared for',
    method: 'Analysis method',
    summary: 'Summary',
    matrixTitle: 'Matrix of selected risks',
    likelihoodShort: 'L',
    severityShort: 'S',
    matrixAxes:
      'Rows: likelihood (L, 1 to 5) · Columns: severity (S, 1 to 5) · Number of selected risks per cell',
    matrixCell: 'L{l} × S{s} = {score} ({level}): {count} — {ids}',
    matrixEmpty: 'No risk selected.',
    levels: { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
    risksTitle: 'Selected risks',
    noSelectedRisks: 'No risk was selected for this report.',
    severityLine: 'Risk level: {label} — L × S = {l} × {s} = {score}',
    basisObserved: 'Observed in the files provided',
    basisTypical: 'Typical of the activity (not confirmed by the files provided)',
    description: 'Description',
    evidence: 'Evidence',
    page: 'p.',
    controls: 'Controls (hierarchy of controls)',
    controlLevels: {
      elimination: 'Elimination',
      substitution: 'Substitution',
      engineering: 'Engineering controls',
      administrative: 'Administrative controls',
      ppe: 'Personal protective equipment',
    },
    residual: 'Residual level',
    citations: 'Regulatory references',
    articleNotConfirmed: 'article not confirmed',
    unconfirmed: 'to be confirmed',
    recommendations: 'Recommendations',
    responsibleLine: 'Person in charge: ____________________   Due date: ____________',
    photosTitle: 'Photos',
    photoFindings: 'Findings linked to this photo',
    noFindings: 'No selected risk cites this photo.',
    imageError: 'The image could not be embedded.',
    regulationsTitle: 'Applicable regulations',
    articles: 'Articles',
    authority: 'Authority',
    documentsTitle: 'Summary of the documents analysed',
    generalRecommendationsTitle: 'General recommendations',
    legalNotice:
      'The analyses produced are provided for information purposes only and do not replace the advice of a qualified occupational health and safety professional.',
    pageOf: 'Page {n} / {total}',
    quoteOpen: '“',
    quoteClose: '”',
    colon: ': ',
  },
  es: {
    locale: 'es-ES',
    title: 'Informe de análisis de riesgos',
    area: 'Área de trabajo',
    jurisdiction: 'Jurisdicción',
    date: 'Fecha',
    sectors: 'Sectores de actividad',
    preparedFor: 'Preparado para',
    method: 'Método de análisis',
    summary: 'Resumen',
    matrixTitle: 'Matriz de los riesgos seleccionados',
    likelihoodShort: 'P',
    severityShort: 'G',
    matrixAxes:
      'Filas: probabilidad (P, 1 a 5) · Columnas: gravedad (G, 1 a 5) · Número de riesgos seleccionados por casilla',
    matrixCell: 'P{l} × G{s} = {score} ({level}): {count} — {ids}',
    matrixEmpty: 'Ningún riesgo seleccionado.',
    levels: { low: 'Bajo', medium: 'Medio', high: 'Alto', critical: 'Crítico' },
    risksTitle: 'Riesgos seleccionados',
    noSelectedRisks: 'No se seleccionó ningún riesgo para este informe.',
    severityLine: 'Nivel de riesgo: {label} — P × G = {l} × {s} = {score}',
    basisObserved: 'Observado en los archivos enviados',
    basisTypical: 'Típico de la actividad (no confirmado por los archivos enviados)',
    description: 'Descripción',
    evidence: 'Evidencias',
    page: 'p.',
    controls: 'Medidas de control (jerarquía de controles)',
    controlLevels: {
      elimination: 'Eliminación',
      substitution: 'Sustitución',
      engineering: 'Controles de ingeniería',
      administrative: 'Controles administrativos',
      ppe: 'Equipos de protección individual',
    },
    residual: 'Nivel residual',
    citations: 'Referencias normativas',
    articleNotConfirmed: 'artículo no confirmado',
    unconfirmed: 'por confirmar',
    recommendations: 'Recomendaciones',
    responsibleLine: 'Responsable: ____________________   Plazo: ____________',
    photosTitle: 'Fotos',
    photoFindings: 'Hallazgos vinculados a esta foto',
    noFindings: 'Ningún riesgo seleccionado cita esta foto.',
    imageError: 'No se pudo integrar la imagen.',
    regulationsTitle: 'Normativa aplicable',
    articles: 'Artículos',
    authority: 'Autoridad',
    documentsTitle: 'Resumen de los documentos analizados',
    generalRecommendationsTitle: 'Recomendaciones generales',
    legalNotice:
      'Los análisis generados se proporcionan a título informativo y no sustituyen el asesoramiento de un profesional cualificado en seguridad y salud en el trabajo.',
    pageOf: 'Página {n} / {total}',
    quoteOpen: '«',
    quoteClose: '»',
    colon: ': ',
  },
  de: {
    locale: 'de-DE',
    title: 'Bericht zur Risikoanalyse',
    area: 'Arbeitsbereich',
    jurisdiction: 'Rechtsordnung',
    date: 'Datum',
    sectors: 'Branchen',
    preparedFor: 'Erstellt für',
    method: 'Analysemethode',
    summary: 'Zusammenfassung',
    matrixTitle: 'Matrix der ausgewählten Risiken',
    likelihoodShort: 'W',
    severityShort: 'S',
    matrixAxes:
      'Zeilen: Wahrscheinlichkeit (W, 1 bis 5) · Spalten: Schweregrad (S, 1 bis 5) · Anzahl ausgewählter Risiken je Feld',
    matrixCell: 'W{l} × S{s} = {score} ({level}): {count} — {ids}',
    matrixEmpty: 'Kein Risiko ausgewählt.',
    levels: { low: 'Gering', medium: 'Mittel', high: 'Hoch', critical: 'Kritisch' },
    risksTitle: 'Ausgewählte Risiken',
    noSelectedRisks: 'Für diesen Bericht wurde kein Risiko ausgewählt.',
    severityLine: 'Risikostufe: {label} — W × S = {l} × {s} = {score}',
    basisObserved: 'In den übermittelten Dateien festgestellt',
    basisTypical: 'Typisch für die Tätigkeit (durch die übermittelten Dateien nicht bestätigt)',
    description: 'Beschreibung',
    evidence: 'Nachweise',
    page: 'S.',
    controls: 'Schutzmaßnahmen (Rangfolge der Maßnahmen)',
    controlLevels: {
      elimination: 'Beseitigung',
      substitution: 'Substitution',
      engineering: 'Technische Maßnahmen',
      administrative: 'Organisatorische Maßnahmen',
      ppe: 'Persönliche Schutzausrüstung',
    },
    residual: 'Restrisiko',
    citations: 'Rechtsgrundlagen',
    articleNotConfirmed: 'Artikel nicht bestätigt',
    unconfirmed: 'zu bestätigen',
    recommendations: 'Empfehlungen',
    responsibleLine: 'Verantwortlich: ____________________   Frist: ____________',
    photosTitle: 'Fotos',
    photoFindings: 'Befunde zu diesem Foto',
    noFindings: 'Kein ausgewähltes Risiko verweist auf dieses Foto.',
    imageError: 'Das Bild konnte nicht eingebettet werden.',
    regulationsTitle: 'Anwendbare Vorschriften',
    articles: 'Artikel',
    authority: 'Behörde',
    documentsTitle: 'Zusammenfassung der analysierten Dokumente',
    generalRecommendationsTitle: 'Allgemeine Empfehlungen',
    legalNotice:
      'Die erstellten Analysen dienen ausschließlich der Information und ersetzen nicht den Rat einer qualifizierten Fachkraft für Sicherheit und Gesundheit bei der Arbeit.',
    pageOf: 'Seite {n} / {total}',
    quoteOpen: '„',
    quoteClose: '“',
    colon: ': ',
  },
  pt: {
    locale: 'pt-BR',
    title: 'Relatório de análise de riscos',
    area: 'Área de trabalho',
    jurisdiction: 'Jurisdição',
    date: 'Data',
    sectors: 'Setores de atividade',
    preparedFor: 'Preparado para',
    method: 'Método de análise',
    summary: 'Resumo',
    matrixTitle: 'Matriz dos riscos selecionados',
    likelihoodShort: 'P',
    severityShort: 'G',
    matrixAxes:
      'Linhas: probabilidade (P, 1 a 5) · Colunas: gravidade (G, 1 a 5) · Número de riscos selecionados por célula',
    matrixCell: 'P{l} × G{s} = {score} ({level}): {count} — {ids}',
    matrixEmpty: 'Nenhum risco selecionado.',
    levels: { low: 'Baixo', medium: 'Médio', high: 'Alto', critical: 'Crítico' },
    risksTitle: 'Riscos selecionados',
    noSelectedRisks: 'Nenhum risco foi selecionado para este relatório.',
    severityLine: 'Nível de risco: {label} — P × G = {l} × {s} = {score}',
    basisObserved: 'Constatado nos arquivos enviados',
    basisTypical: 'Típico da atividade (não confirmado pelos arquivos enviados)',
    description: 'Descrição',
    evidence: 'Evidências',
    page: 'p.',
    controls: 'Medidas de controle (hierarquia de controles)',
    controlLevels: {
      elimination: 'Eliminação',
      substitution: 'Substituição',
      engineering: 'Controles de engenharia',
      administrative: 'Controles administrativos',
      ppe: 'Equipamentos de proteção individual',
    },
    residual: 'Nível residual',
    citations: 'Referências normativas',
    articleNotConfirmed: 'artigo não confirmado',
    unconfirmed: 'a confirmar',
    recommendations: 'Recomendações',
    responsibleLine: 'Responsável: ____________________   Prazo: ____________',
    photosTitle: 'Fotos',
    photoFindings: 'Constatações ligadas a esta foto',
    noFindings: 'Nenhum risco selecionado cita esta foto.',
    imageError: 'Não foi possível incorporar a imagem.',
    regulationsTitle: 'Regulamentação aplicável',
    articles: 'Artigos',
    authority: 'Autoridade',
    documentsTitle: 'Resumo dos documentos analisados',
    generalRecommendationsTitle: 'Recomendações gerais',
    legalNotice:
      'As análises produzidas são fornecidas a título informativo e não substituem o parecer de um profissional qualificado em segurança e saúde no trabalho.',
    pageOf: 'Página {n} / {total}',
    quoteOpen: '“',
    quoteClose: '”',
    colon: ': ',
  },
  zh: {
    locale: 'zh-CN',
    title: '风险分析报告',
    area: '作业区域',
    jurisdiction: '司法管辖区',
    date: '日期',
    sectors: '行业',
    preparedFor: '报告对象',
    method: '分析方法',
    summary: '概要',
    matrixTitle: '所选风险矩阵',
    likelihoodShort: '可能性',
    severityShort: '严重性',
    matrixAxes: '行：可能性（1–5）· 列：严重性（1–5）· 每格为所选风险数量',
    matrixCell: '可能性{l} × 严重性{s} = {score}（{level}）：{count} — {ids}',
    matrixEmpty: '未选择任何风险。',
    levels: { low: '低', medium: '中', high: '高', critical: '极高' },
    risksTitle: '所选风险',
    noSelectedRisks: '本报告未选择任何风险。',
    severityLine: '风险等级：{label} — 可能性 × 严重性 = {l} × {s} = {score}',
    basisObserved: '在所提交文件中观察到',
    basisTypical: '该作业的典型风险（所提交文件未予证实）',
    description: '描述',
    evidence: '证据',
    page: 'p.',
    controls: '控制措施（控制层级）',
    controlLevels: {
      elimination: '消除',
      substitution: '替代',
      engineering: '工程控制',
      administrative: '管理控制',
      ppe: '个人防护装备',
    },
    residual: '剩余风险等级',
    citations: '法规依据',
    articleNotConfirmed: '条款未确认',
    unconfirmed: '待确认',
    recommendations: '建议',
    responsibleLine: '负责人：____________________   期限：____________',
    photosTitle: '照片',
    photoFindings: '与此照片相关的发现',
    noFindings: '没有所选风险引用此照片。',
    imageError: '无法嵌入该图像。',
    regulationsTitle: '适用法规',
    articles: '条款',
    authority: '主管机关',
    documentsTitle: '所分析文件摘要',
    generalRecommendationsTitle: '总体建议',
    legalNotice: '所生成的分析仅供参考，不能取代合格的职业健康与安全专业人员的意见。',
    pageOf: '第 {n} / {total} 页',
    quoteOpen: '“',
    quoteClose: '”',
    colon: '：',
  },
  ja: {
    locale: 'ja-JP',
    title: 'リスク分析報告書',
    area: '作業エリア',
    jurisdiction: '法域',
    date: '日付',
    sectors: '業種',
    preparedFor: '提出先',
    method: '分析方法',
    summary: '概要',
    matrixTitle: '選択されたリスクのマトリクス',
    likelihoodShort: '可能性',
    severityShort: '重大性',
    matrixAxes: '行：可能性（1〜5）・列：重大性（1〜5）・各セルは選択されたリスクの件数',
    matrixCell: '可能性{l} × 重大性{s} = {score}（{level}）：{count} — {ids}',
    matrixEmpty: '選択されたリスクはありません。',
    levels: { low: '低', medium: '中', high: '高', critical: '重大' },
    risksTitle: '選択されたリスク',
    noSelectedRisks: 'この報告書にはリスクが選択されていません。',
    severityLine: 'リスクレベル：{label} — 可能性 × 重大性 = {l} × {s} = {score}',
    basisObserved: '提出されたファイルで確認',
    basisTypical: '作業に典型的なリスク（提出されたファイルでは未確認）',
    description: '説明',
    evidence: '根拠',
    page: 'p.',
    controls: '管理策（管理策の優先順位）',
    controlLevels: {
      elimination: '除去',
      substitution: '代替',
      engineering: '工学的対策',
      administrative: '管理的対策',
      ppe: '個人用保護具',
    },
    residual: '残留リスクレベル',
    citations: '法令上の根拠',
    articleNotConfirmed: '条項未確認',
    unconfirmed: '要確認',
    recommendations: '推奨事項',
    responsibleLine: '担当者：____________________   期限：____________',
    photosTitle: '写真',
    photoFindings: 'この写真に関する所見',
    noFindings: 'この写真を引用する選択されたリスクはありません。',
    imageError: '画像を埋め込めませんでした。',
    regulationsTitle: '適用される法令',
    articles: '条項',
    authority: '所管官庁',
    documentsTitle: '分析した文書の要約',
    generalRecommendationsTitle: '全般的な推奨事項',
    legalNotice:
      '作成された分析は情報提供のみを目的としており、資格を有する労働安全衛生の専門家の助言に代わるものではありません。',
    pageOf: 'ページ {n} / {total}',
    quoteOpen: '「',
    quoteClose: '」',
    colon: '：',
  },
};

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
