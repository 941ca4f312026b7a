import type { Hazard } from '../../types';
import { general } from '../citations';
import { WHMIS } from '../rows-health';
import { RESPIRATORY } from './shared-citations';

/** Wood dust. */
export const woodDust: Hazard = {
  id: 'wood-dust',
  family: 'dust_fibres',
  name: {
    fr: 'Poussière de bois',
    en: 'Wood dust',
    es: 'Polvo de madera',
    de: 'Holzstaub',
    pt: 'Poeira de madeira',
    zh: '木粉尘',
    ja: '木材粉じん',
  },
  description: {
    fr: 'Sciage, usinage et surtout ponçage du bois et des panneaux : poussières irritantes et sensibilisantes (asthme), cancérogènes pour les bois durs; la poussière accumulée est aussi combustible.',
    en: 'Sawing, machining and especially sanding wood and panels: irritating and sensitizing dust (asthma), carcinogenic for hardwoods; settled dust is also combustible.',
    es: 'Aserrado, mecanizado y sobre todo lijado de madera y tableros: polvo irritante y sensibilizante (asma), cancerígeno en el caso de las maderas duras; el polvo depositado también es combustible.',
    de: 'Sägen, Bearbeiten und vor allem Schleifen von Holz und Holzwerkstoffplatten: reizende und sensibilisierende Stäube (Asthma), bei Harthölzern krebserzeugend; abgelagerter Staub ist außerdem brennbar.',
    pt: 'Serragem, usinagem e sobretudo lixamento de madeira e painéis: poeira irritante e sensibilizante (asma), cancerígena no caso das madeiras duras; a poeira depositada também é combustível.',
    zh: '锯切、机加工尤其是砂光木材和板材：刺激性和致敏性粉尘（哮喘），硬木粉尘致癌；沉积的粉尘还具有可燃性。',
    ja: '木材やボードの製材、機械加工、特に研磨により、刺激性・感作性の粉じん（ぜん息）が発生します。広葉樹の粉じんには発がん性があり、堆積した粉じんは可燃性でもあります。',
  },
  likelihood: 3,
  severity: 4,
  controls: [
    {
      id: 'buy-pre-cut',
      level: 'elimination',
      text: {
        fr: 'Acheter des pièces prédécoupées ou préfinies lorsque possible pour réduire le sciage et le ponçage sur place.',
        en: 'Buy pre-cut or pre-finished parts where possible to reduce on-site sawing and sanding.',
        es: 'Comprar piezas precortadas o con acabado previo cuando sea posible para reducir el aserrado y el lijado en el lugar.',
        de: 'Wo möglich vorgeschnittene oder oberflächenfertige Teile einkaufen, um Sägen und Schleifen vor Ort zu verringern.',
        pt: 'Comprar peças pré-cortadas ou com acabamento pronto, sempre que possível, para reduzir o corte e o lixamento no local.',
        zh: '尽可能采购预切割或预涂饰的部件，减少现场锯切和砂光。',
        ja: '可能な場合はプレカット材や仕上げ済みの部材を購入し、現場での切断と研磨を減らします。',
      },
    },
    {
      id: 'connect-woodworking-machine',
      level: 'engineering',
      text: {
        fr: 'Raccorder chaque machine à bois à un système de dépoussiérage centralisé (captage à la source, vitesse de transport suffisante); ponceuses portatives à aspiration intégrée.',
        en: 'Connect every woodworking machine to a central dust collection system (capture at source, adequate transport velocity); portable sanders with built-in extraction.',
        es: 'Conectar cada máquina de carpintería a un sistema centralizado de aspiración de polvo (captación en origen, velocidad de transporte suficiente); lijadoras portátiles con aspiración incorporada.',
        de: 'Jede Holzbearbeitungsmaschine an eine zentrale Absauganlage anschließen (Erfassung an der Entstehungsstelle, ausreichende Luftgeschwindigkeit in den Leitungen); Handschleifmaschinen mit integrierter Absaugung.',
        pt: 'Conectar cada máquina de marcenaria a um sistema central de coleta de pó (captação na fonte, velocidade de transporte adequada); lixadeiras portáteis com aspiração integrada.',
        zh: '每台木工机械均连接中央除尘系统（源头捕集，输送风速充足）；使用内置吸尘的手持式砂光机。',
        ja: 'すべての木工機械を集中集じんシステムに接続します（発生源での捕集、十分な搬送速度）。可搬式サンダーは集じん機能内蔵のものを使用します。',
      },
    },
    {
      id: 'clean-hepa-vacuum',
      level: 'administrative',
      text: {
        fr: "Nettoyer par aspiration (aspirateur HEPA), jamais à l'air comprimé ni au balai; mesurer l'exposition; entretenir les dépoussiéreurs.",
        en: 'Clean with a HEPA vacuum, never with compressed air or a broom; measure exposure; maintain dust collectors.',
        es: 'Limpiar con un aspirador HEPA, nunca con aire comprimido ni con escoba; medir la exposición; mantener los colectores de polvo.',
        de: 'Mit einem HEPA-Sauger reinigen, niemals mit Druckluft oder Besen; die Exposition messen; die Entstauber warten.',
        pt: 'Limpar com aspirador HEPA, nunca com ar comprimido ou vassoura; medir a exposição; manter os coletores de pó.',
        zh: '使用 HEPA 吸尘器清扫，严禁用压缩空气或扫帚；测量接触水平；维护除尘器。',
        ja: '清掃はHEPA掃除機で行い、圧縮空気やほうきは決して使用しません。ばく露を測定し、集じん機を保守します。',
      },
    },
    {
      id: 'respirator-sanding-cleaning',
      level: 'ppe',
      text: {
        fr: 'Appareil de protection respiratoire (au minimum N95) lors du ponçage et du nettoyage; lunettes de sécurité.',
        en: 'Respirator (N95 at least) for sanding and cleaning; safety glasses.',
        es: 'Equipo de protección respiratoria (como mínimo N95) para el lijado y la limpieza; gafas de seguridad.',
        de: 'Atemschutz (mindestens N95) beim Schleifen und Reinigen; Schutzbrille.',
        pt: 'Respirador (no mínimo N95) para lixamento e limpeza; óculos de segurança.',
        zh: '砂光和清扫时佩戴呼吸器（至少 N95）；防护眼镜。',
        ja: '研磨と清掃の際は呼吸用保護具（N95以上）を着用し、保護めがねを着用します。',
      },
    },
  ],
  citations: [...RESPIRATORY, ...general('wood-dust-exposure', 'both'), WHMIS.gb],
  sectors: ['manufacturing', 'construction', 'forestry_sawmills'],
};
