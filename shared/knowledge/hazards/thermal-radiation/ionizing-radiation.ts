import type { Hazard } from '../../types';
import { general } from '../citations';

/** Ionizing radiation (radioactive sources, X-rays). */
export const ionizingRadiation: Hazard = {
  id: 'ionizing-radiation',
  family: 'radiation',
  name: {
    fr: 'Rayonnement ionisant (sources radioactives, rayons X)',
    en: 'Ionizing radiation (radioactive sources, X-rays)',
    es: 'Radiación ionizante (fuentes radiactivas, rayos X)',
    de: 'Ionisierende Strahlung (radioaktive Quellen, Röntgenstrahlen)',
    pt: 'Radiação ionizante (fontes radioativas, raios X)',
    zh: '电离辐射（放射源、X射线）',
    ja: '電離放射線（放射性線源・エックス線）',
  },
  description: {
    fr: 'Jauges nucléaires, gammagraphie industrielle, appareils à rayons X, radiologie médicale : exposition externe accidentelle (source non blindée, interverrouillage contourné) pouvant causer brûlures radiologiques et cancers.',
    en: 'Nuclear gauges, industrial gamma radiography, X-ray equipment, medical imaging: accidental external exposure (unshielded source, bypassed interlock) that can cause radiation burns and cancer.',
    es: 'Medidores nucleares, gammagrafía industrial, equipos de rayos X, diagnóstico por imagen: exposición externa accidental (fuente sin blindaje, enclavamiento anulado) que puede causar quemaduras radiológicas y cáncer.',
    de: 'Radiometrische Messgeräte, industrielle Gammaradiografie, Röntgeneinrichtungen, medizinische Bildgebung: unbeabsichtigte äußere Exposition (ungeschirmte Quelle, überbrückte Verriegelung), die Strahlenverbrennungen und Krebs verursachen kann.',
    pt: 'Medidores nucleares, gamagrafia industrial, equipamentos de raios X, diagnóstico por imagem: exposição externa acidental (fonte sem blindagem, intertravamento burlado) que pode causar queimaduras por radiação e câncer.',
    zh: '核子仪、工业γ射线探伤、X 射线设备、医学影像：意外外照射（源未屏蔽、联锁被旁路），可造成放射性烧伤和癌症。',
    ja: '核計器、工業用ガンマ線透過撮影、エックス線装置、医療画像診断で、事故による外部被ばく（遮へいされていない線源、無効化されたインターロック）が起こり、放射線熱傷やがんの原因となるおそれがあります。',
  },
  likelihood: 2,
  severity: 5,
  controls: [
    {
      id: 'replace-radioactive-sources',
      level: 'substitution',
      text: {
        fr: "Remplacer les sources radioactives par des technologies non nucléaires lorsque possible (ultrasons, jauges sans source, générateurs de rayons X qu'on peut éteindre).",
        en: 'Replace radioactive sources with non-nuclear technology where possible (ultrasound, sourceless gauges, X-ray generators that can be switched off).',
        es: 'Sustituir las fuentes radiactivas por tecnologías no nucleares cuando sea posible (ultrasonidos, medidores sin fuente, generadores de rayos X que pueden apagarse).',
        de: 'Radioaktive Quellen wo möglich durch nichtnukleare Technik ersetzen (Ultraschall, quellenfreie Messgeräte, abschaltbare Röntgenstrahler).',
        pt: 'Substituir as fontes radioativas por tecnologias não nucleares sempre que possível (ultrassom, medidores sem fonte, geradores de raios X que podem ser desligados).',
        zh: '在可能时以非核技术替代放射源（超声波、无源仪表、可关闭的 X 射线发生器）。',
        ja: '可能な場合は、放射性線源を非放射性の技術（超音波、線源を使わない計器、電源を切ることのできるエックス線発生装置）に置き換えます。',
      },
    },
    {
      id: 'shielding-enclosures-interlocks',
      level: 'engineering',
      text: {
        fr: "Blindage et enceintes munies d'interverrouillages et de voyants; entreposage verrouillé des sources; réduction du temps d'exposition et augmentation de la distance.",
        en: 'Shielding and enclosures with interlocks and warning lights; locked source storage; reduced exposure time and increased distance.',
        es: 'Blindajes y recintos con enclavamientos y luces de advertencia; almacenamiento de las fuentes bajo llave; reducción del tiempo de exposición y aumento de la distancia.',
        de: 'Abschirmungen und Umhausungen mit Verriegelungen und Warnleuchten; verschlossene Aufbewahrung der Quellen; verkürzte Expositionszeit und vergrößerter Abstand.',
        pt: 'Blindagem e enclausuramentos com intertravamentos e luzes de advertência; armazenamento trancado das fontes; redução do tempo de exposição e aumento da distância.',
        zh: '设置带联锁和警示灯的屏蔽和防护罩；放射源上锁贮存；减少照射时间、增加距离。',
        ja: 'インターロックと警告灯を備えた遮へいと囲いを設けます。線源は施錠して保管します。被ばく時間を短くし、距離を大きくします。',
      },
    },
    {
      id: 'mark-post-controlled',
      level: 'administrative',
      text: {
        fr: "Délimiter et afficher les zones contrôlées; confier les sources à des travailleurs formés sous la responsabilité d'un responsable de la radioprotection; dosimétrie individuelle; respect du permis de l'autorité compétente (au Canada, la Commission canadienne de sûreté nucléaire).",
        en: 'Mark and post controlled areas; assign sources to trained workers under a radiation safety officer; personal dosimetry; comply with the licence of the competent authority (in Canada, the Canadian Nuclear Safety Commission).',
        es: 'Delimitar y señalizar las zonas controladas; asignar las fuentes a trabajadores formados bajo la supervisión de un responsable de protección radiológica; dosimetría personal; cumplir la licencia de la autoridad competente (en Canadá, la Comisión Canadiense de Seguridad Nuclear).',
        de: 'Kontrollbereiche abgrenzen und kennzeichnen; Quellen nur unterwiesenen Beschäftigten unter der Verantwortung eines Strahlenschutzbeauftragten überlassen; Personendosimetrie; die Genehmigung der zuständigen Behörde einhalten (in Kanada: Canadian Nuclear Safety Commission).',
        pt: 'Demarcar e sinalizar as áreas controladas; confiar as fontes a trabalhadores treinados sob a responsabilidade de um supervisor de proteção radiológica; dosimetria individual; cumprir a licença da autoridade competente (no Canadá, a Comissão Canadense de Segurança Nuclear).',
        zh: '标示控制区并张贴告示；放射源交由经过培训的人员在辐射安全负责人管理下使用；个人剂量监测；遵守主管部门颁发的许可证（在加拿大为加拿大核安全委员会）。',
        ja: '管理区域を区画して表示します。線源は放射線安全管理責任者の管理のもとで、教育を受けた作業者に取り扱わせます。個人線量測定を行い、所管当局の許可（カナダではカナダ原子力安全委員会）を遵守します。',
      },
      international: {
        fr: "Délimiter et afficher les zones contrôlées; confier les sources à des travailleurs formés sous la responsabilité d'un responsable de la radioprotection; dosimétrie individuelle; respect du permis de l'autorité compétente en radioprotection.",
        en: 'Mark and post controlled areas; assign sources to trained workers under a radiation safety officer; personal dosimetry; comply with the licence of the competent authority for radiation protection.',
        es: 'Delimitar y señalizar las zonas controladas; asignar las fuentes a trabajadores formados bajo la supervisión de un responsable de protección radiológica; dosimetría personal; cumplir la licencia de la autoridad competente en protección radiológica.',
        de: 'Kontrollbereiche abgrenzen und kennzeichnen; Quellen nur unterwiesenen Beschäftigten unter der Verantwortung eines Strahlenschutzbeauftragten überlassen; Personendosimetrie; die Genehmigung der für den Strahlenschutz zuständigen Behörde einhalten.',
        pt: 'Demarcar e sinalizar as áreas controladas; confiar as fontes a trabalhadores treinados sob a responsabilidade de um supervisor de proteção radiológica; dosimetria individual; cumprir a licença da autoridade competente em proteção radiológica.',
        zh: '标示控制区并张贴告示；放射源交由经过培训的人员在辐射安全负责人管理下使用；个人剂量监测；遵守主管部门颁发的许可证。',
        ja: '管理区域を区画して表示します。線源は放射線安全管理責任者の管理のもとで、教育を受けた作業者に取り扱わせます。個人線量測定を行い、所管当局の許可を遵守します。',
      },
    },
    {
      id: 'lead-apron-thyroid',
      level: 'ppe',
      text: {
        fr: 'Tablier et protège-thyroïde plombés en radiologie médicale.',
        en: 'Lead apron and thyroid shield in medical imaging.',
        es: 'Delantal plomado y protector de tiroides en diagnóstico por imagen.',
        de: 'Bleischürze und Schilddrüsenschutz in der medizinischen Bildgebung.',
        pt: 'Avental plumbífero e protetor de tireoide em diagnóstico por imagem.',
        zh: '医学影像中使用铅围裙和甲状腺防护颈套。',
        ja: '医療画像診断では鉛エプロンと甲状腺防護具を着用します。',
      },
    },
  ],
  citations: general('ionizing-radiation'),
  sectors: ['mining_metals', 'renewable_energy', 'professional_services', 'construction', 'manufacturing'],
};
