import type { Hazard } from '../../types';
import { general } from '../citations';
import { LIFTING_SUBJECT } from './shared-citations';

/** Sling or rigging hardware failure or slippage. */
export const riggingSlingFailure: Hazard = {
  id: 'rigging-sling-failure',
  family: 'lifting_rigging',
  name: {
    fr: "Rupture ou glissement d'une élingue ou d'un accessoire de levage",
    en: 'Sling or rigging hardware failure or slippage',
    es: 'Rotura o deslizamiento de eslingas o accesorios de elevación',
    de: 'Versagen oder Abrutschen von Anschlagmitteln',
    pt: 'Ruptura ou deslizamento de lingas ou acessórios de içamento',
    zh: '吊索或索具断裂、滑脱',
    ja: 'スリング・玉掛け用具の破断・外れ',
  },
  description: {
    fr: "Élingue usée, coupée sur une arête vive, surchargée par un angle d'élingage trop ouvert, ou accessoire non identifié : chute de la charge.",
    en: 'Sling worn, cut on a sharp edge, overloaded by a wide sling angle, or unidentified hardware: load falls.',
    es: 'Eslinga desgastada, cortada por una arista viva, sobrecargada por un ángulo de eslingado demasiado abierto, o accesorio sin identificar: caída de la carga.',
    de: 'Anschlagmittel verschlissen, an einer scharfen Kante durchtrennt, durch einen zu großen Neigungswinkel überlastet oder nicht gekennzeichnete Anschlagteile: Absturz der Last.',
    pt: 'Linga desgastada, cortada em uma aresta viva, sobrecarregada por um ângulo de lingada muito aberto, ou acessório sem identificação: queda da carga.',
    zh: '吊索磨损、被锐利棱边割断、因吊索夹角过大而超载，或吊具无标识：吊物坠落。',
    ja: 'スリングの摩耗、鋭い角による切断、つり角度が大きすぎることによる過負荷、または識別表示のないつり具の使用により、荷が落下するおそれがあります。',
  },
  likelihood: 2,
  severity: 5,
  controls: [
    {
      id: 'identified-rigging-edge',
      level: 'engineering',
      text: {
        fr: 'Utiliser des accessoires de levage identifiés (étiquette de capacité), des protège-arêtes sur les angles vifs et un palonnier pour les charges longues; prévoir des points de levage conçus sur les pièces.',
        en: 'Use identified rigging (capacity tag), edge protectors on sharp corners and a spreader bar for long loads; provide engineered lifting points on parts.',
        es: 'Utilizar accesorios de elevación identificados (etiqueta de capacidad), protectores de aristas en las esquinas vivas y un balancín para las cargas largas; prever puntos de izado diseñados en las piezas.',
        de: 'Gekennzeichnete Anschlagmittel (Tragfähigkeitsanhänger), Kantenschutz an scharfen Ecken und eine Traverse für lange Lasten verwenden; an Bauteilen dafür ausgelegte Anschlagpunkte vorsehen.',
        pt: 'Usar acessórios de içamento identificados (etiqueta de capacidade), protetores de aresta nos cantos vivos e balancim para cargas longas; prever pontos de içamento projetados nas peças.',
        zh: '使用有标识（额定载荷标签）的吊索具，在锐角处使用护角，长件使用吊梁；在工件上设置经设计的吊点。',
        ja: '識別表示（使用荷重の表示タグ）のあるつり具を使用し、鋭い角には当て物（エッジプロテクター）を、長尺物にはつり天びんを使用します。部品には設計されたつり点を設けます。',
      },
    },
    {
      id: 'select-sling-hitch',
      level: 'administrative',
      text: {
        fr: "Choisir l'élingue et le mode d'élingage selon la masse et l'angle (capacité réduite aux angles ouverts); inspection visuelle avant chaque usage et inspection périodique documentée; retrait immédiat des élingues sans étiquette, coupées, écrasées ou à torons brisés.",
        en: 'Select the sling and hitch for the weight and angle (capacity drops at wide angles); visual check before each use and documented periodic inspection; remove at once slings that are untagged, cut, crushed or have broken strands.',
        es: 'Elegir la eslinga y el modo de eslingado según el peso y el ángulo (la capacidad disminuye con ángulos abiertos); comprobación visual antes de cada uso e inspección periódica documentada; retirar de inmediato las eslingas sin etiqueta, cortadas, aplastadas o con cordones rotos.',
        de: 'Anschlagmittel und Anschlagart nach Gewicht und Neigungswinkel auswählen (die Tragfähigkeit sinkt bei großen Winkeln); Sichtprüfung vor jeder Benutzung und dokumentierte wiederkehrende Prüfung; Anschlagmittel ohne Kennzeichnung oder mit Schnitten, Quetschungen oder gebrochenen Litzen sofort aussondern.',
        pt: 'Escolher a linga e o tipo de amarração conforme o peso e o ângulo (a capacidade diminui em ângulos abertos); inspeção visual antes de cada uso e inspeção periódica documentada; retirar imediatamente as lingas sem etiqueta, cortadas, esmagadas ou com pernas rompidas.',
        zh: '根据重量和夹角选择吊索和吊挂方式（夹角越大，承载能力越低）；每次使用前目视检查，并进行有记录的定期检查；无标签、割伤、压扁或断股的吊索立即报废。',
        ja: '質量とつり角度に応じてスリングとつり方を選定します（つり角度が大きいほど使用荷重は低下します）。使用前に毎回目視点検を行い、記録を残す定期点検を実施します。表示タグのないもの、切断・押しつぶされたもの、素線が切断したスリングは直ちに使用を中止します。',
      },
    },
    {
      id: 'train-riggers-never',
      level: 'administrative',
      text: {
        fr: 'Former les élingueurs; ne jamais se placer sous la charge ni la guider à la main.',
        en: 'Train riggers; never stand under the load or guide it by hand.',
        es: 'Formar a los estrobadores; no situarse nunca bajo la carga ni guiarla con la mano.',
        de: 'Anschläger unterweisen; sich niemals unter die Last stellen und sie nicht von Hand führen.',
        pt: 'Treinar os amarradores de carga; nunca ficar sob a carga nem guiá-la com as mãos.',
        zh: '培训司索工；严禁站在吊物下方或用手引导吊物。',
        ja: '玉掛け作業者に教育を行います。つり荷の下には決して立ち入らず、つり荷を手で誘導しません。',
      },
    },
    {
      id: 'handling-gloves-hard',
      level: 'ppe',
      text: {
        fr: 'Gants de manutention, casque et chaussures de sécurité.',
        en: 'Handling gloves, hard hat and safety footwear.',
        es: 'Guantes de manipulación, casco y calzado de seguridad.',
        de: 'Arbeitshandschuhe, Schutzhelm und Sicherheitsschuhe.',
        pt: 'Luvas de manuseio, capacete e calçado de segurança.',
        zh: '搬运手套、安全帽和安全鞋。',
        ja: '荷役用手袋、保護帽、安全靴を着用します。',
      },
    },
  ],
  citations: general(LIFTING_SUBJECT, 'both'),
  sectors: ['construction', 'manufacturing', 'mining_metals', 'renewable_energy'],
  relatedFamilies: ['falling_objects'],
};
