import type { Hazard } from '../../types';
import { general } from '../citations';
import { RESPIRATORY_CANADA } from '../rows-health';

/** Biological agents: wastewater, waste, mould and droppings. */
export const biologicalAgentsWaste: Hazard = {
  id: 'biological-agents-waste',
  family: 'biological',
  name: {
    fr: 'Agents biologiques : eaux usées, déchets, moisissures et fientes',
    en: 'Biological agents: wastewater, waste, mould and droppings',
    es: 'Agentes biológicos: aguas residuales, residuos, moho y excrementos',
    de: 'Biostoffe: Abwasser, Abfall, Schimmel und Tierkot',
    pt: 'Agentes biológicos: esgoto, resíduos, mofo e excrementos',
    zh: '生物因子：污水、废弃物、霉菌和粪便',
    ja: '生物因子：汚水・廃棄物・カビ・動物のふん',
  },
  description: {
    fr: "Contact avec des eaux usées, des boues, des déchets ou du compost, ou inhalation de bioaérosols (moisissures après dégât d'eau, fientes d'oiseaux) : infections (leptospirose, hépatite A, histoplasmose), allergies et atteintes respiratoires.",
    en: 'Contact with wastewater, sludge, waste or compost, or inhalation of bioaerosols (mould after water damage, bird droppings): infections (leptospirosis, hepatitis A, histoplasmosis), allergies and respiratory illness.',
    es: 'Contacto con aguas residuales, lodos, residuos o compost, o inhalación de bioaerosoles (moho tras daños por agua, excrementos de aves): infecciones (leptospirosis, hepatitis A, histoplasmosis), alergias y enfermedades respiratorias.',
    de: 'Kontakt mit Abwasser, Schlamm, Abfällen oder Kompost oder Einatmen von Bioaerosolen (Schimmel nach Wasserschäden, Vogelkot): Infektionen (Leptospirose, Hepatitis A, Histoplasmose), Allergien und Atemwegserkrankungen.',
    pt: 'Contato com esgoto, lodo, resíduos ou composto, ou inalação de bioaerossóis (mofo após danos causados por água, excrementos de aves): infecções (leptospirose, hepatite A, histoplasmose), alergias e doenças respiratórias.',
    zh: '接触污水、污泥、废物或堆肥，或吸入生物气溶胶（水渍后的霉菌、鸟粪）：感染（钩端螺旋体病、甲型肝炎、组织胞浆菌病）、过敏和呼吸系统疾病。',
    ja: '汚水、汚泥、廃棄物、堆肥との接触、またはバイオエアロゾル（浸水被害後のカビ、鳥のふん）の吸入により、感染症（レプトスピラ症、A型肝炎、ヒストプラスマ症）、アレルギー、呼吸器疾患が生じるおそれがあります。',
  },
  likelihood: 3,
  severity: 3,
  controls: [
    {
      id: 'reduce-bioaerosol-generation',
      level: 'engineering',
      text: {
        fr: "Réduire la production de bioaérosols (éviter le lavage à haute pression, captage et ventilation, cabines filtrées sur les véhicules); empêcher l'accès des oiseaux (filets, pics); assainir les matériaux moisis sous confinement.",
        en: 'Reduce bioaerosol generation (avoid pressure washing, local exhaust and ventilation, filtered vehicle cabs); keep birds out (netting, spikes); remediate mouldy materials under containment.',
        es: 'Reducir la generación de bioaerosoles (evitar el lavado a presión, extracción localizada y ventilación, cabinas de vehículo filtradas); impedir el acceso de las aves (redes, púas); sanear los materiales con moho en condiciones de confinamiento.',
        de: 'Die Entstehung von Bioaerosolen verringern (Hochdruckreinigung vermeiden, Absaugung und Lüftung, gefilterte Fahrzeugkabinen); Vögel fernhalten (Netze, Spikes); schimmelbefallene Materialien unter Abschottung sanieren.',
        pt: 'Reduzir a geração de bioaerossóis (evitar a lavagem a alta pressão, exaustão local e ventilação, cabines filtradas nos veículos); impedir o acesso de aves (redes, espículas); remediar os materiais com mofo sob confinamento.',
        zh: '减少生物气溶胶的产生（避免高压冲洗，局部排风和通风，车辆配备过滤驾驶室）；防止鸟类进入（防鸟网、防鸟刺）；在隔离围护下处理发霉材料。',
        ja: 'バイオエアロゾルの発生を抑えます（高圧洗浄を避ける、局所排気と換気、フィルター付きの車両キャビン）。鳥の侵入を防ぎ（ネット、スパイク）、カビの生えた材料は封じ込めのもとで除去・修復します。',
      },
    },
    {
      id: 'hygiene-washing-facilities',
      level: 'administrative',
      text: {
        fr: "Hygiène : installations de lavage, interdiction de manger ou de fumer sur les lieux, séparation des vêtements de travail; vaccination selon l'avis d'un professionnel de la santé; humidifier les fientes avant de les enlever.",
        en: 'Hygiene: washing facilities, no eating or smoking on site, work clothes kept apart; vaccination as advised by a health professional; wet droppings before removal.',
        es: 'Higiene: instalaciones de aseo, prohibición de comer o fumar en el lugar de trabajo, ropa de trabajo guardada por separado; vacunación según el criterio de un profesional sanitario; humedecer los excrementos antes de retirarlos.',
        de: 'Hygiene: Waschgelegenheiten, kein Essen oder Rauchen auf dem Gelände, Arbeitskleidung getrennt aufbewahren; Impfungen nach Empfehlung einer medizinischen Fachperson; Vogelkot vor dem Entfernen befeuchten.',
        pt: 'Higiene: instalações para lavagem, proibição de comer ou fumar no local, roupas de trabalho guardadas separadamente; vacinação conforme orientação de um profissional de saúde; umedecer os excrementos antes da remoção.',
        zh: '卫生：洗手设施，现场禁止饮食和吸烟，工作服单独存放；按医务人员建议接种疫苗；清除鸟粪前先将其润湿。',
        ja: '衛生管理として、洗浄設備を設け、現場での飲食と喫煙を禁止し、作業服は分けて保管します。医療専門職の助言に従って予防接種を行い、鳥のふんは湿らせてから除去します。',
      },
    },
    {
      id: 'impervious-gloves-boots',
      level: 'ppe',
      text: {
        fr: "Gants étanches, bottes, lunettes ou écran facial; appareil de protection respiratoire (au minimum N95) selon l'activité.",
        en: 'Impervious gloves, boots, goggles or face shield; respirator (N95 at least) depending on the task.',
        es: 'Guantes impermeables, botas, gafas o pantalla facial; equipo de protección respiratoria (como mínimo N95) según la tarea.',
        de: 'Flüssigkeitsdichte Handschuhe, Stiefel, Schutzbrille oder Gesichtsschutzschirm; Atemschutz (mindestens N95) je nach Tätigkeit.',
        pt: 'Luvas impermeáveis, botas, óculos de proteção ou protetor facial; respirador (no mínimo N95) conforme a tarefa.',
        zh: '不透水手套、靴子、护目镜或面罩；视作业情况佩戴呼吸器（至少 N95）。',
        ja: '不浸透性の手袋、長靴、ゴーグルまたは防災面を着用し、作業に応じて呼吸用保護具（N95以上）を使用します。',
      },
    },
  ],
  citations: [...general('biological-agents'), ...RESPIRATORY_CANADA],
  sectors: ['professional_services', 'forestry_sawmills', 'construction', 'health_social', 'education'],
};
