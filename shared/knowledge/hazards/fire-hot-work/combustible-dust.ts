import type { Hazard } from '../../types';
import { FIRE_CITATIONS } from './shared-citations';

/** Combustible dust: explosion and fire. */
export const combustibleDust: Hazard = {
  id: 'combustible-dust',
  family: 'fire_explosion',
  name: {
    fr: 'Poussières combustibles : explosion et incendie',
    en: 'Combustible dust: explosion and fire',
    es: 'Polvo combustible: explosión e incendio',
    de: 'Brennbare Stäube: Explosion und Brand',
    pt: 'Poeira combustível: explosão e incêndio',
    zh: '可燃性粉尘：爆炸与火灾',
    ja: '可燃性粉じん：爆発・火災',
  },
  description: {
    fr: 'Poussières fines de bois, de farine, de sucre, de plastique ou de métal accumulées ou mises en suspension (dépoussiéreurs, silos, surfaces en hauteur) : explosion primaire puis secondaire, incendie.',
    en: 'Fine wood, flour, sugar, plastic or metal dust that has settled or is airborne (dust collectors, silos, elevated surfaces): primary then secondary explosion, fire.',
    es: 'Polvo fino de madera, harina, azúcar, plástico o metal depositado o en suspensión (colectores de polvo, silos, superficies elevadas): explosión primaria y después secundaria, incendio.',
    de: 'Feiner Holz-, Mehl-, Zucker-, Kunststoff- oder Metallstaub, abgelagert oder aufgewirbelt (Entstauber, Silos, hochgelegene Flächen): Primär- und anschließend Sekundärexplosion, Brand.',
    pt: 'Poeira fina de madeira, farinha, açúcar, plástico ou metal depositada ou em suspensão (coletores de pó, silos, superfícies elevadas): explosão primária seguida de explosão secundária, incêndio.',
    zh: '沉积或悬浮的木材、面粉、糖、塑料或金属细粉尘（除尘器、筒仓、高处表面）：一次爆炸继而二次爆炸、火灾。',
    ja: '堆積または浮遊している木材、小麦粉、砂糖、プラスチック、金属の微細な粉じん（集じん機、サイロ、高所の表面）により、一次爆発に続く二次爆発や火災が生じるおそれがあります。',
  },
  likelihood: 2,
  severity: 5,
  controls: [
    {
      id: 'capture-source-dust',
      level: 'engineering',
      text: {
        fr: "Captage à la source; dépoussiéreurs placés à l'extérieur, munis d'évents d'explosion ou de systèmes de suppression et de clapets d'isolement; matériel électrique et mise à la terre adaptés aux emplacements poussiéreux.",
        en: 'Capture at source; dust collectors located outdoors with explosion vents or suppression and isolation valves; electrical equipment and grounding suited to dusty locations.',
        es: 'Captación en origen; colectores de polvo situados en el exterior con paneles de venteo de explosiones o con sistemas de supresión y válvulas de aislamiento; material eléctrico y puesta a tierra adecuados a los emplazamientos con polvo.',
        de: 'Erfassung an der Entstehungsstelle; Entstauber im Freien aufstellen, mit Explosionsdruckentlastung oder Explosionsunterdrückung und Entkopplungsarmaturen; elektrische Betriebsmittel und Erdung für staubexplosionsgefährdete Bereiche geeignet.',
        pt: 'Captação na fonte; coletores de pó instalados ao ar livre, com painéis de alívio de explosão ou sistema de supressão e válvulas de isolamento; equipamentos elétricos e aterramento adequados a atmosferas com poeira.',
        zh: '源头捕集；除尘器设置在室外，配备泄爆口或抑爆装置及隔爆阀；电气设备和接地适用于粉尘场所。',
        ja: '発生源で捕集します。集じん機は屋外に設置し、爆発放散口または爆発抑制装置と隔離弁を備えます。電気機器と接地は粉じんのある場所に適したものとします。',
      },
    },
    {
      id: 'design-rooms-limit',
      level: 'engineering',
      text: {
        fr: "Concevoir les locaux pour limiter les surfaces où la poussière s'accumule (poutres encoffrées, surfaces inclinées).",
        en: 'Design rooms to limit surfaces where dust settles (boxed-in beams, sloped surfaces).',
        es: 'Diseñar los locales para limitar las superficies donde se deposita el polvo (vigas carenadas, superficies inclinadas).',
        de: 'Räume so gestalten, dass es wenige Flächen gibt, auf denen sich Staub ablagert (verkleidete Träger, geneigte Flächen).',
        pt: 'Projetar os ambientes para limitar as superfícies onde a poeira se deposita (vigas enclausuradas, superfícies inclinadas).',
        zh: '在房间设计上减少粉尘沉积的表面（梁体包封、倾斜表面）。',
        ja: '粉じんが堆積する面を少なくするように室内を設計します（はりの囲い込み、傾斜面）。',
      },
    },
    {
      id: 'dust-hazard-analysis',
      level: 'administrative',
      text: {
        fr: 'Analyse des dangers liés aux poussières combustibles (p. ex. selon NFPA 652); nettoyage fréquent empêchant les accumulations (aspirateur conçu pour poussières combustibles, jamais de soufflette); permis de travail à chaud; inspection des surfaces en hauteur.',
        en: 'Dust hazard analysis (e.g. per NFPA 652); frequent cleaning that prevents accumulation (vacuum rated for combustible dust, never blowing down); hot work permits; inspection of elevated surfaces.',
        es: 'Análisis de los peligros del polvo (p. ej., según NFPA 652); limpieza frecuente que impida la acumulación (aspirador apto para polvo combustible, nunca mediante soplado); permisos de trabajos en caliente; inspección de las superficies elevadas.',
        de: 'Staubgefährdungsanalyse (z. B. nach NFPA 652); häufige Reinigung, die Ablagerungen verhindert (für brennbare Stäube geeignete Sauger, niemals Abblasen); Erlaubnisscheine für Heißarbeiten; Kontrolle hochgelegener Flächen.',
        pt: 'Análise de riscos de poeiras combustíveis (por exemplo, conforme a NFPA 652); limpeza frequente que impeça o acúmulo (aspirador apropriado para poeira combustível, nunca por sopro); permissões de trabalho a quente; inspeção das superfícies elevadas.',
        zh: '粉尘危害分析（例如按 NFPA 652）；频繁清扫以防积尘（使用适用于可燃性粉尘的吸尘器，严禁吹扫）；动火作业许可证；检查高处表面。',
        ja: '粉じん危険性分析を行います（例：NFPA 652による）。堆積を防ぐ頻度で清掃し（可燃性粉じん対応の掃除機を使用し、吹き飛ばしは決して行いません）、火気使用作業は許可制とし、高所の表面を点検します。',
      },
    },
  ],
  citations: FIRE_CITATIONS,
  sectors: ['manufacturing', 'forestry_sawmills', 'agriculture'],
  relatedFamilies: ['dust_fibres'],
};
