import type { Hazard } from '../../types';
import { PPE, RESPIRATORY_CANADA } from '../rows-health';
import { WHMIS_CITATIONS } from './shared-citations';

/** Organic solvents: vapours, skin contact and flammability. */
export const solventVapours: Hazard = {
  id: 'solvent-vapours',
  family: 'chemical',
  name: {
    fr: 'Solvants organiques : vapeurs, contact cutané et inflammabilité',
    en: 'Organic solvents: vapours, skin contact and flammability',
    es: 'Disolventes orgánicos: vapores, contacto cutáneo e inflamabilidad',
    de: 'Organische Lösemittel: Dämpfe, Hautkontakt und Entzündbarkeit',
    pt: 'Solventes orgânicos: vapores, contato com a pele e inflamabilidade',
    zh: '有机溶剂：蒸气、皮肤接触及易燃性',
    ja: '有機溶剤：蒸気・皮膚接触・引火性',
  },
  description: {
    fr: 'Inhalation de vapeurs de solvants (peinture, dégraissage, colles) et absorption cutanée : étourdissements, atteintes neurologiques, dermatites; vapeurs inflammables.',
    en: 'Inhaling solvent vapours (painting, degreasing, adhesives) and skin absorption: dizziness, nervous system effects, dermatitis; flammable vapours.',
    es: 'Inhalación de vapores de disolventes (pintura, desengrase, adhesivos) y absorción cutánea: mareos, efectos sobre el sistema nervioso, dermatitis; vapores inflamables.',
    de: 'Einatmen von Lösemitteldämpfen (Lackieren, Entfetten, Klebstoffe) und Aufnahme über die Haut: Schwindel, Wirkungen auf das Nervensystem, Dermatitis; entzündbare Dämpfe.',
    pt: 'Inalação de vapores de solventes (pintura, desengraxe, adesivos) e absorção pela pele: tontura, efeitos no sistema nervoso, dermatite; vapores inflamáveis.',
    zh: '吸入溶剂蒸气（涂装、除油、胶粘剂）及经皮肤吸收：头晕、神经系统损害、皮炎；易燃蒸气。',
    ja: '溶剤蒸気の吸入（塗装、脱脂、接着剤）や皮膚からの吸収により、めまい、神経系への影響、皮膚炎が生じるおそれがあります。蒸気は引火性でもあります。',
  },
  likelihood: 3,
  severity: 3,
  controls: [
    {
      id: 'replace-water-based',
      level: 'substitution',
      text: {
        fr: "Remplacer par des produits à base d'eau ou à faible teneur en composés organiques volatils, ou par des solvants moins volatils et moins toxiques.",
        en: 'Replace with water-based or low-VOC products, or with less volatile and less toxic solvents.',
        es: 'Sustituir por productos al agua o con bajo contenido de compuestos orgánicos volátiles (COV), o por disolventes menos volátiles y menos tóxicos.',
        de: 'Durch wasserbasierte oder VOC-arme Produkte oder durch weniger flüchtige und weniger giftige Lösemittel ersetzen.',
        pt: 'Substituir por produtos à base de água ou com baixo teor de COV (compostos orgânicos voláteis), ou por solventes menos voláteis e menos tóxicos.',
        zh: '以水性或低挥发性有机化合物（VOC）产品替代，或使用挥发性和毒性较低的溶剂。',
        ja: '水性製品や低VOC（揮発性有機化合物）製品、または揮発性・毒性の低い溶剤に置き換えます。',
      },
    },
    {
      id: 'local-exhaust-ventilation',
      level: 'engineering',
      text: {
        fr: 'Captage à la source (ventilation locale par extraction), cabine de peinture ventilée, fontaines de dégraissage à couvercle; contenants fermés.',
        en: 'Local exhaust ventilation, ventilated spray booth, covered parts washers; containers kept closed.',
        es: 'Extracción localizada, cabina de pintura ventilada, lavadoras de piezas con tapa; recipientes mantenidos cerrados.',
        de: 'Absaugung an der Entstehungsstelle, belüftete Spritzkabine, Teilereiniger mit Deckel; Behälter geschlossen halten.',
        pt: 'Ventilação local exaustora, cabine de pintura ventilada, lavadoras de peças com tampa; recipientes mantidos fechados.',
        zh: '局部排风、通风式喷漆房、带盖的零件清洗机；容器保持关闭。',
        ja: '局所排気装置、換気式の塗装ブース、ふた付きの部品洗浄機を使用し、容器は閉じておきます。',
      },
    },
    {
      id: 'measure-exposure-against',
      level: 'administrative',
      text: {
        fr: "Mesurer l'exposition et la comparer aux valeurs d'exposition admissibles; limiter les quantités au poste; interdire les sources d'inflammation; formation au SIMDUT.",
        en: 'Measure exposure against the occupational exposure limits; limit quantities at the workstation; ban ignition sources; WHMIS training.',
        es: 'Medir la exposición y compararla con los valores límite de exposición profesional; limitar las cantidades en el puesto de trabajo; prohibir las fuentes de ignición; formación en el WHMIS.',
        de: 'Die Exposition messen und mit den Arbeitsplatzgrenzwerten vergleichen; die Mengen am Arbeitsplatz begrenzen; Zündquellen verbieten; WHMIS-Unterweisung.',
        pt: 'Medir a exposição e compará-la com os limites de exposição ocupacional; limitar as quantidades no posto de trabalho; proibir fontes de ignição; treinamento no WHMIS.',
        zh: '测量接触水平并与职业接触限值比较；限制岗位存放量；禁止点火源；WHMIS 培训。',
        ja: 'ばく露を測定して職業ばく露限界値と比較します。作業場所に置く量を制限し、着火源を禁止します。WHMISの教育を行います。',
      },
      international: {
        fr: "Mesurer l'exposition et la comparer aux valeurs d'exposition admissibles; limiter les quantités au poste; interdire les sources d'inflammation; formation à la communication des dangers (SGH).",
        en: 'Measure exposure against the occupational exposure limits; limit quantities at the workstation; ban ignition sources; hazard communication training (GHS).',
        es: 'Medir la exposición y compararla con los valores límite de exposición profesional; limitar las cantidades en el puesto de trabajo; prohibir las fuentes de ignición; formación en comunicación de peligros (SGA).',
        de: 'Die Exposition messen und mit den Arbeitsplatzgrenzwerten vergleichen; die Mengen am Arbeitsplatz begrenzen; Zündquellen verbieten; Unterweisung in der Gefahrenkommunikation (GHS).',
        pt: 'Medir a exposição e compará-la com os limites de exposição ocupacional; limitar as quantidades no posto de trabalho; proibir fontes de ignição; treinamento em comunicação de perigos (GHS).',
        zh: '测量接触水平并与职业接触限值比较；限制岗位存放量；禁止点火源；危害信息传递（GHS）培训。',
        ja: 'ばく露を測定して職業ばく露限界値と比較します。作業場所に置く量を制限し、着火源を禁止します。GHSに基づく危険有害性情報の伝達についての教育を行います。',
      },
    },
    {
      id: 'solvent-resistant-gloves',
      level: 'ppe',
      text: {
        fr: "Gants résistants au solvant choisis selon la fiche de données de sécurité, lunettes; appareil de protection respiratoire à cartouches pour vapeurs organiques si l'exposition n'est pas maîtrisée, dans un programme de protection respiratoire.",
        en: 'Solvent-resistant gloves chosen from the safety data sheet, safety glasses; organic-vapour cartridge respirator if exposure is not controlled, within a respiratory protection program.',
        es: 'Guantes resistentes al disolvente elegidos según la ficha de datos de seguridad, gafas de seguridad; equipo de protección respiratoria con filtros para vapores orgánicos si la exposición no está controlada, dentro de un programa de protección respiratoria.',
        de: 'Lösemittelbeständige Handschuhe, ausgewählt nach dem Sicherheitsdatenblatt, Schutzbrille; Atemschutzgerät mit Gasfilter für organische Dämpfe, wenn die Exposition nicht beherrscht ist, im Rahmen eines Atemschutzprogramms.',
        pt: 'Luvas resistentes ao solvente escolhidas conforme a ficha de dados de segurança, óculos de segurança; respirador com cartuchos para vapores orgânicos se a exposição não estiver controlada, dentro de um programa de proteção respiratória (PPR).',
        zh: '根据安全技术说明书选用耐溶剂手套，佩戴防护眼镜；接触未得到控制时，在呼吸防护计划框架内使用有机蒸气滤毒盒呼吸器。',
        ja: '安全データシートに基づいて選んだ耐溶剤性手袋と保護めがねを着用します。ばく露が管理されていない場合は、呼吸用保護プログラムのもとで、有機ガス用吸収缶付きの呼吸用保護具を使用します。',
      },
    },
  ],
  citations: [...WHMIS_CITATIONS, ...RESPIRATORY_CANADA, PPE.cstc],
  sectors: ['manufacturing', 'construction', 'transportation_warehousing', 'automotive'],
};
