import type { Hazard } from '../../types';
import { general } from '../citations';
import { RESPIRATORY } from './shared-citations';

/** Asbestos fibres. */
export const asbestos: Hazard = {
  id: 'asbestos',
  family: 'dust_fibres',
  name: {
    fr: "Fibres d'amiante",
    en: 'Asbestos fibres',
    es: 'Fibras de amianto',
    de: 'Asbestfasern',
    pt: 'Fibras de amianto',
    zh: '石棉纤维',
    ja: '石綿繊維',
  },
  description: {
    fr: "Perturbation de matériaux contenant de l'amiante (flocages, calorifuges, tuiles, plâtres, vermiculite) lors de rénovation, de démolition ou d'entretien : amiantose, mésothéliome, cancer du poumon.",
    en: 'Disturbing asbestos-containing materials (sprayed insulation, pipe lagging, tiles, plaster, vermiculite) during renovation, demolition or maintenance: asbestosis, mesothelioma, lung cancer.',
    es: 'Alteración de materiales con amianto (aislamientos proyectados, calorifugados de tuberías, baldosas, enlucidos, vermiculita) durante trabajos de reforma, demolición o mantenimiento: asbestosis, mesotelioma, cáncer de pulmón.',
    de: 'Beschädigung asbesthaltiger Materialien (Spritzasbest, Rohrisolierungen, Platten, Putz, Vermiculit) bei Renovierung, Abbruch oder Instandhaltung: Asbestose, Mesotheliom, Lungenkrebs.',
    pt: 'Perturbação de materiais contendo amianto (isolamento projetado, revestimento térmico de tubulações, placas de piso, reboco, vermiculita) durante reforma, demolição ou manutenção: asbestose, mesotelioma, câncer de pulmão.',
    zh: '装修、拆除或维修时扰动含石棉材料（喷涂保温层、管道保温层、瓷砖、灰泥、蛭石）：石棉肺、间皮瘤、肺癌。',
    ja: '改修、解体、保守の際に石綿含有建材（吹付け材、配管保温材、タイル、しっくい・プラスター、バーミキュライト）をかく乱し、石綿肺、中皮腫、肺がんを引き起こすおそれがあります。',
  },
  likelihood: 2,
  severity: 5,
  controls: [
    {
      id: 'renovation-demolition-identify',
      level: 'elimination',
      text: {
        fr: "Avant toute rénovation ou démolition, repérer les matériaux susceptibles de contenir de l'amiante (échantillonnage et analyse) et les faire enlever par un entrepreneur qualifié avant les autres travaux.",
        en: 'Before any renovation or demolition, identify materials that may contain asbestos (sampling and analysis) and have them removed by a qualified contractor before other work.',
        es: 'Antes de cualquier reforma o demolición, identificar los materiales que puedan contener amianto (muestreo y análisis) y hacer que una empresa cualificada los retire antes de los demás trabajos.',
        de: 'Vor jeder Renovierung oder jedem Abbruch Materialien ermitteln, die Asbest enthalten können (Probenahme und Analyse), und sie vor allen anderen Arbeiten von einer qualifizierten Fachfirma entfernen lassen.',
        pt: 'Antes de qualquer reforma ou demolição, identificar os materiais que possam conter amianto (amostragem e análise) e providenciar sua remoção por uma empresa qualificada antes dos demais trabalhos.',
        zh: '任何装修或拆除前，识别可能含石棉的材料（采样分析），并在其他工程开始前由具备资格的承包商清除。',
        ja: '改修や解体の前に、石綿を含むおそれのある建材を特定し（試料採取と分析）、他の作業の前に有資格の業者に除去させます。',
      },
    },
    {
      id: 'removal-sealed-enclosure',
      level: 'engineering',
      text: {
        fr: "Pour l'enlèvement : enceinte étanche sous pression négative avec unités de filtration HEPA, mouillage des matériaux, sas de décontamination.",
        en: 'For removal: sealed enclosure under negative pressure with HEPA units, wetting of materials, decontamination unit.',
        es: 'Para la retirada: recinto estanco en depresión con unidades de filtración HEPA, humectación de los materiales, unidad de descontaminación.',
        de: 'Für die Entfernung: dichte Abschottung unter Unterdruck mit HEPA-Unterdruckhaltegeräten, Befeuchten der Materialien, Dekontaminationsschleuse.',
        pt: 'Para a remoção: área enclausurada e vedada, sob pressão negativa com unidades de filtragem HEPA, umedecimento dos materiais, unidade de descontaminação.',
        zh: '清除作业：设置配 HEPA 过滤装置的密闭负压围护区，湿润材料，设置去污单元。',
        ja: '除去作業では、HEPAユニットによる負圧の密閉隔離、建材の湿潤化、除染設備（セキュリティゾーン）を設けます。',
      },
    },
    {
      id: 'register-asbestos-containing',
      level: 'administrative',
      text: {
        fr: "Tenir un registre des matériaux contenant de l'amiante et en informer travailleurs et sous-traitants; classer les travaux selon leur niveau de risque et appliquer les méthodes prescrites; mesures de fibres dans l'air.",
        en: 'Keep a register of asbestos-containing materials and inform workers and contractors; classify the work by risk level and apply the prescribed methods; airborne fibre monitoring.',
        es: 'Llevar un registro de los materiales con amianto e informar a los trabajadores y a los contratistas; clasificar los trabajos según su nivel de riesgo y aplicar los métodos prescritos; mediciones de fibras en el aire.',
        de: 'Ein Verzeichnis der asbesthaltigen Materialien führen und Beschäftigte und Auftragnehmer darüber informieren; die Arbeiten nach Risikostufe einstufen und die vorgeschriebenen Verfahren anwenden; Messung der Faserkonzentration in der Luft.',
        pt: 'Manter um inventário dos materiais contendo amianto e informar os trabalhadores e as empresas contratadas; classificar os trabalhos por nível de risco e aplicar os métodos prescritos; monitoramento de fibras no ar.',
        zh: '建立含石棉材料登记册并告知工人和承包商；按风险等级对作业分类并采用规定的方法；监测空气中的纤维浓度。',
        ja: '石綿含有建材の台帳を作成し、作業者と請負業者に周知します。作業をリスクレベルで分類して所定の方法を適用し、空気中の繊維濃度を測定します。',
      },
    },
    {
      id: 'respirator-suited-risk',
      level: 'ppe',
      text: {
        fr: "Appareil de protection respiratoire adapté au niveau de risque (du demi-masque P100 à l'appareil à adduction d'air) et combinaison jetable.",
        en: 'Respirator suited to the risk level (from P100 half-face to supplied-air) and disposable coveralls.',
        es: 'Equipo de protección respiratoria adecuado al nivel de riesgo (desde la media máscara P100 hasta el equipo de suministro de aire) y mono desechable.',
        de: 'Atemschutz entsprechend der Risikostufe (von der P100-Halbmaske bis zum Schlauchgerät mit Druckluftversorgung) und Einweg-Schutzanzug.',
        pt: 'Respirador adequado ao nível de risco (desde peça semifacial P100 até equipamento de adução de ar) e macacão descartável.',
        zh: '与风险等级相适应的呼吸器（从 P100 半面罩到长管供气式呼吸器）和一次性连体防护服。',
        ja: 'リスクレベルに応じた呼吸用保護具（P100半面形面体から送気マスクまで）と使い捨て保護衣を着用します。',
      },
    },
  ],
  citations: [...RESPIRATORY, ...general('work-involving-asbestos', 'both')],
  sectors: ['construction', 'professional_services', 'mining_metals', 'renewable_energy'],
};
