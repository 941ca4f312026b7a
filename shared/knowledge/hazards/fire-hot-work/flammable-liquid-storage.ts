import type { Hazard } from '../../types';
import { WHMIS_CANADA } from '../rows-health';
import { FIRE_CITATIONS } from './shared-citations';

/** Storage and transfer of flammable liquids. */
export const flammableLiquidStorage: Hazard = {
  id: 'flammable-liquid-storage',
  family: 'fire_explosion',
  name: {
    fr: 'Entreposage et transvasement de liquides inflammables',
    en: 'Storage and transfer of flammable liquids',
    es: 'Almacenamiento y trasvase de líquidos inflamables',
    de: 'Lagerung und Umfüllen entzündbarer Flüssigkeiten',
    pt: 'Armazenamento e transferência de líquidos inflamáveis',
    zh: '易燃液体储存与转移',
    ja: '引火性液体の貯蔵・移し替え',
  },
  description: {
    fr: "Liquides inflammables (essence, solvants, peintures) entreposés hors armoire, en quantité excessive ou près de sources d'inflammation; transvasement sans mise à la terre : incendie, explosion de vapeurs.",
    en: 'Flammable liquids (gasoline, solvents, paints) stored outside cabinets, in excessive quantities or near ignition sources; transfer without grounding: fire, vapour explosion.',
    es: 'Líquidos inflamables (gasolina, disolventes, pinturas) almacenados fuera de armarios, en cantidades excesivas o cerca de fuentes de ignición; trasvase sin puesta a tierra: incendio, explosión de vapores.',
    de: 'Entzündbare Flüssigkeiten (Benzin, Lösemittel, Farben), die außerhalb von Schränken, in zu großen Mengen oder in der Nähe von Zündquellen gelagert werden; Umfüllen ohne Erdung: Brand, Explosion von Dämpfen.',
    pt: 'Líquidos inflamáveis (gasolina, solventes, tintas) armazenados fora de armários, em quantidades excessivas ou perto de fontes de ignição; transferência sem aterramento: incêndio, explosão de vapores.',
    zh: '易燃液体（汽油、溶剂、油漆）存放在安全柜外、数量过多或靠近点火源；转移时未接地：火灾、蒸气爆炸。',
    ja: '引火性液体（ガソリン、溶剤、塗料）を保管庫の外に、過剰な量で、または着火源の近くに保管したり、接地せずに移し替えたりすると、火災や蒸気爆発が生じるおそれがあります。',
  },
  likelihood: 2,
  severity: 5,
  controls: [
    {
      id: 'replace-non-flammable',
      level: 'substitution',
      text: {
        fr: "Remplacer par des produits ininflammables ou à point d'éclair plus élevé.",
        en: 'Replace with non-flammable products or products with a higher flash point.',
        es: 'Sustituir por productos no inflamables o con un punto de inflamación más alto.',
        de: 'Durch nicht entzündbare Produkte oder Produkte mit höherem Flammpunkt ersetzen.',
        pt: 'Substituir por produtos não inflamáveis ou com ponto de fulgor mais alto.',
        zh: '以不燃产品或闪点较高的产品替代。',
        ja: '不燃性の製品や引火点の高い製品に置き換えます。',
      },
    },
    {
      id: 'store-approved-safety',
      level: 'engineering',
      text: {
        fr: 'Entreposer dans des armoires de sûreté homologuées ou un local conçu et ventilé à cet effet; contenants de sécurité à fermeture automatique et pare-flammes; mise à la terre et liaison équipotentielle lors des transvasements; matériel électrique adapté aux emplacements dangereux.',
        en: 'Store in approved safety cabinets or a purpose-built ventilated room; self-closing safety cans with flame arrestors; grounding and bonding during transfer; electrical equipment rated for hazardous locations.',
        es: 'Almacenar en armarios de seguridad homologados o en un local ventilado construido para ello; recipientes de seguridad de cierre automático con apagallamas; puesta a tierra y conexión equipotencial durante el trasvase; material eléctrico apto para emplazamientos peligrosos.',
        de: 'In zugelassenen Sicherheitsschränken oder einem eigens dafür errichteten, belüfteten Lagerraum lagern; selbstschließende Sicherheitskannen mit Flammensperre; Erdung und Potentialausgleich beim Umfüllen; elektrische Betriebsmittel für explosionsgefährdete Bereiche.',
        pt: 'Armazenar em armários de segurança aprovados ou em sala construída para essa finalidade e ventilada; latas de segurança com fechamento automático e corta-chamas; aterramento e equipotencialização durante a transferência; equipamentos elétricos certificados para áreas classificadas.',
        zh: '存放于认证的安全柜或专门建造的通风房间内；使用带阻火器的自闭式安全罐；转移时接地并跨接；采用适用于爆炸危险场所的电气设备。',
        ja: '認証を受けた安全キャビネット、または専用に設計され換気された保管室に保管します。フレームアレスター付きの自動閉鎖式安全缶を使用し、移し替えの際は接地とボンディングを行います。電気機器は危険場所に適合した防爆仕様とします。',
      },
    },
    {
      id: 'limit-quantities-outside',
      level: 'administrative',
      text: {
        fr: "Limiter les quantités hors entreposage aux besoins d'un quart; garder les contenants fermés; permis de travail à chaud à proximité; extincteurs appropriés et plan d'intervention d'urgence; formation au SIMDUT.",
        en: 'Limit quantities outside storage to one shift; keep containers closed; hot work permit nearby; suitable extinguishers and emergency response plan; WHMIS training.',
        es: 'Limitar las cantidades fuera del almacén a las necesarias para un turno; mantener los recipientes cerrados; permiso de trabajos en caliente en las proximidades; extintores adecuados y plan de respuesta ante emergencias; formación en el WHMIS.',
        de: 'Die Mengen außerhalb des Lagers auf den Bedarf einer Schicht begrenzen; Behälter geschlossen halten; Erlaubnisschein für Heißarbeiten in der Nähe; geeignete Feuerlöscher und Notfallplan; WHMIS-Unterweisung.',
        pt: 'Limitar as quantidades fora do armazenamento ao consumo de um turno; manter os recipientes fechados; permissão de trabalho a quente nas proximidades; extintores adequados e plano de resposta a emergências; treinamento no WHMIS.',
        zh: '储存区以外的存放量不超过一个班次的用量；容器保持关闭；附近动火须办理动火作业许可证；配备合适的灭火器和应急响应预案；WHMIS 培训。',
        ja: '保管場所以外に置く量は1作業シフト分までに制限し、容器は閉じておきます。付近での火気使用作業は許可制とし、適切な消火器と緊急時対応計画を備えます。WHMISの教育を行います。',
      },
      international: {
        fr: "Limiter les quantités hors entreposage aux besoins d'un quart; garder les contenants fermés; permis de travail à chaud à proximité; extincteurs appropriés et plan d'intervention d'urgence; formation à la communication des dangers (SGH).",
        en: 'Limit quantities outside storage to one shift; keep containers closed; hot work permit nearby; suitable extinguishers and emergency response plan; hazard communication training (GHS).',
        es: 'Limitar las cantidades fuera del almacén a las necesarias para un turno; mantener los recipientes cerrados; permiso de trabajos en caliente en las proximidades; extintores adecuados y plan de respuesta ante emergencias; formación en comunicación de peligros (SGA).',
        de: 'Die Mengen außerhalb des Lagers auf den Bedarf einer Schicht begrenzen; Behälter geschlossen halten; Erlaubnisschein für Heißarbeiten in der Nähe; geeignete Feuerlöscher und Notfallplan; Unterweisung in der Gefahrenkommunikation (GHS).',
        pt: 'Limitar as quantidades fora do armazenamento ao consumo de um turno; manter os recipientes fechados; permissão de trabalho a quente nas proximidades; extintores adequados e plano de resposta a emergências; treinamento em comunicação de perigos (GHS).',
        zh: '储存区以外的存放量不超过一个班次的用量；容器保持关闭；附近动火须办理动火作业许可证；配备合适的灭火器和应急响应预案；危害信息传递（GHS）培训。',
        ja: '保管場所以外に置く量は1作業シフト分までに制限し、容器は閉じておきます。付近での火気使用作業は許可制とし、適切な消火器と緊急時対応計画を備えます。GHSに基づく危険有害性情報の伝達についての教育を行います。',
      },
    },
  ],
  citations: [...FIRE_CITATIONS, ...WHMIS_CANADA],
  sectors: ['manufacturing', 'construction', 'transportation_warehousing', 'forestry_sawmills'],
  relatedFamilies: ['chemical'],
};
