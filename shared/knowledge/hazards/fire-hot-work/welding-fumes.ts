import type { Hazard } from '../../types';
import { general } from '../citations';
import { PPE, RESPIRATORY_CANADA, WHMIS } from '../rows-health';

/** Welding fumes. */
export const weldingFumes: Hazard = {
  id: 'welding-fumes',
  family: 'hot_work',
  name: {
    fr: 'Fumées de soudage',
    en: 'Welding fumes',
    es: 'Humos de soldadura',
    de: 'Schweißrauch',
    pt: 'Fumos de solda',
    zh: '焊接烟尘',
    ja: '溶接ヒューム',
  },
  description: {
    fr: "Inhalation de fumées métalliques et de gaz de soudage (manganèse, chrome hexavalent de l'acier inoxydable, zinc du galvanisé, ozone) : fièvre des métaux, atteintes respiratoires et neurologiques, cancer.",
    en: 'Inhaling metal fumes and welding gases (manganese, hexavalent chromium from stainless steel, zinc from galvanized steel, ozone): metal fume fever, respiratory and nervous system effects, cancer.',
    es: 'Inhalación de humos metálicos y gases de soldadura (manganeso, cromo hexavalente del acero inoxidable, zinc del acero galvanizado, ozono): fiebre de los humos metálicos, efectos respiratorios y sobre el sistema nervioso, cáncer.',
    de: 'Einatmen von Metallrauchen und Schweißgasen (Mangan, sechswertiges Chrom aus Edelstahl, Zink aus verzinktem Stahl, Ozon): Metalldampffieber, Wirkungen auf Atemwege und Nervensystem, Krebs.',
    pt: 'Inalação de fumos metálicos e gases de soldagem (manganês, cromo hexavalente do aço inoxidável, zinco do aço galvanizado, ozônio): febre dos fumos metálicos, efeitos respiratórios e no sistema nervoso, câncer.',
    zh: '吸入金属烟尘和焊接气体（锰、不锈钢产生的六价铬、镀锌钢产生的锌、臭氧）：金属烟热、呼吸系统和神经系统损害、癌症。',
    ja: '金属ヒュームや溶接ガス（マンガン、ステンレス鋼からの六価クロム、亜鉛めっき鋼からの亜鉛、オゾン）の吸入により、金属熱、呼吸器系・神経系への影響、がんが生じるおそれがあります。',
  },
  likelihood: 3,
  severity: 4,
  controls: [
    {
      id: 'choose-lower-emission',
      level: 'substitution',
      text: {
        fr: "Choisir des procédés et consommables moins émissifs (TIG plutôt qu'électrode enrobée, fils à faible teneur en manganèse); retirer revêtements et galvanisation avant le soudage.",
        en: 'Choose lower-emission processes and consumables (TIG rather than stick, low-manganese wire); remove coatings and galvanizing before welding.',
        es: 'Elegir procesos y consumibles de menor emisión (TIG en lugar de electrodo revestido, hilo con bajo contenido de manganeso); eliminar los recubrimientos y el galvanizado antes de soldar.',
        de: 'Emissionsärmere Verfahren und Zusatzwerkstoffe wählen (WIG-Schweißen statt Lichtbogenhandschweißen mit Stabelektrode, manganarmer Draht); Beschichtungen und Verzinkung vor dem Schweißen entfernen.',
        pt: 'Escolher processos e consumíveis de menor emissão (TIG em vez de eletrodo revestido, arame com baixo teor de manganês); remover revestimentos e galvanização antes da soldagem.',
        zh: '选择低排放的工艺和焊材（以 TIG 焊代替焊条电弧焊，使用低锰焊丝）；焊接前去除涂层和镀锌层。',
        ja: '発生量の少ない工法と溶接材料を選定します（被覆アーク溶接よりTIG溶接、低マンガンワイヤ）。溶接前に塗装やめっきを除去します。',
      },
    },
    {
      id: 'capture-source-fume',
      level: 'engineering',
      text: {
        fr: "Captage à la source : torches aspirantes ou bras d'aspiration placés près de l'arc, tables aspirantes; ventilation générale d'appoint.",
        en: 'Capture at source: fume extraction torches or arms placed close to the arc, downdraft tables; supplementary general ventilation.',
        es: 'Captación en origen: antorchas con aspiración incorporada o brazos de aspiración situados cerca del arco, mesas de aspiración descendente; ventilación general complementaria.',
        de: 'Erfassung an der Entstehungsstelle: Absaugbrenner oder nahe am Lichtbogen positionierte Absaugarme, Schweißtische mit Absaugung nach unten; ergänzende allgemeine Raumlüftung.',
        pt: 'Captação na fonte: tochas com exaustão de fumos ou braços de exaustão posicionados perto do arco, mesas com exaustão descendente; ventilação geral complementar.',
        zh: '源头捕集：靠近电弧的吸烟焊枪或吸气臂、下吸式工作台；辅以全面通风。',
        ja: '発生源で捕集します。ヒューム吸引トーチまたは吸引アームをアークの近くに配置し、下方吸引式作業台を使用します。補助として全体換気を行います。',
      },
    },
    {
      id: 'measure-exposure-against',
      level: 'administrative',
      text: {
        fr: "Mesurer l'exposition (métaux, ozone) par rapport aux valeurs d'exposition admissibles; positionner le soudeur hors du panache; formation.",
        en: 'Measure exposure (metals, ozone) against occupational exposure limits; keep the welder out of the plume; training.',
        es: 'Medir la exposición (metales, ozono) y compararla con los valores límite de exposición profesional; mantener al soldador fuera del penacho de humos; formación.',
        de: 'Die Exposition (Metalle, Ozon) messen und mit den Arbeitsplatzgrenzwerten vergleichen; den Schweißer außerhalb der Rauchfahne positionieren; Unterweisung.',
        pt: 'Medir a exposição (metais, ozônio) em relação aos limites de exposição ocupacional; manter o soldador fora da pluma; treinamento.',
        zh: '测量接触水平（金属、臭氧）并与职业接触限值比较；使焊工避开烟羽；培训。',
        ja: 'ばく露（金属、オゾン）を測定して職業ばく露限界値と比較します。溶接作業者がヒュームの上昇気流（プルーム）に入らないようにし、教育を行います。',
      },
    },
    {
      id: 'powered-air-purifying',
      level: 'ppe',
      text: {
        fr: "Masque de soudeur à épuration d'air motorisée, ou demi-masque P100 sous le masque, lorsque l'exposition demeure élevée.",
        en: 'Powered air-purifying welding helmet, or P100 half-face under the helmet, when exposure stays high.',
        es: 'Pantalla de soldador con equipo filtrante motorizado, o media máscara P100 bajo la pantalla, cuando la exposición siga siendo elevada.',
        de: 'Schweißerschutzhelm mit Gebläsefilter oder P100-Halbmaske unter dem Helm, wenn die Exposition hoch bleibt.',
        pt: 'Máscara de solda com respirador purificador de ar motorizado, ou peça semifacial P100 sob a máscara, quando a exposição permanecer elevada.',
        zh: '接触水平仍然较高时，使用动力送风过滤式焊接面罩，或在焊接面罩内佩戴 P100 半面罩。',
        ja: 'ばく露が高いままの場合は、電動ファン付き呼吸用保護具一体型の溶接用保護面、または溶接用保護面の下にP100半面形面体を着用します。',
      },
    },
  ],
  citations: [...RESPIRATORY_CANADA, PPE.cstc, ...general('welding-fume-exposure'), WHMIS.gb],
  sectors: ['manufacturing', 'construction', 'automotive'],
  relatedFamilies: ['chemical'],
};
