import type { Hazard } from '../../types';
import { HOUSEKEEPING_CITATIONS } from './shared-citations';

/** Wet or slippery floor. */
export const wetFloorSlip: Hazard = {
  id: 'wet-floor-slip',
  family: 'slips_trips',
  name: {
    fr: 'Plancher mouillé ou glissant',
    en: 'Wet or slippery floor',
    es: 'Suelo mojado o resbaladizo',
    de: 'Nasser oder rutschiger Boden',
    pt: 'Piso molhado ou escorregadio',
    zh: '地面潮湿或湿滑',
    ja: '濡れた床・滑りやすい床',
  },
  description: {
    fr: 'Glissade sur un plancher mouillé, gras ou glacé (déversements, nettoyage, entrées en hiver, cuisines) : chute de plain-pied avec entorses ou fractures.',
    en: 'Slipping on a wet, greasy or icy floor (spills, cleaning, entrances in winter, kitchens): same-level fall with sprains or fractures.',
    es: 'Resbalón en un suelo mojado, grasiento o helado (derrames, limpieza, entradas en invierno, cocinas): caída al mismo nivel con esguinces o fracturas.',
    de: 'Ausrutschen auf nassem, fettigem oder vereistem Boden (verschüttete Flüssigkeiten, Reinigung, Eingänge im Winter, Küchen): Sturz auf gleicher Ebene mit Verstauchungen oder Knochenbrüchen.',
    pt: 'Escorregamento em piso molhado, engordurado ou com gelo (derramamentos, limpeza, entradas no inverno, cozinhas): queda no mesmo nível com entorses ou fraturas.',
    zh: '在潮湿、油污或结冰的地面上滑倒（泄漏、清洁、冬季出入口、厨房）：同一平面跌倒，导致扭伤或骨折。',
    ja: '濡れた床、油で汚れた床、凍結した床（こぼれ、清掃、冬季の出入口、厨房）で滑り、同一平面での転倒により捻挫や骨折が生じるおそれがあります。',
  },
  likelihood: 4,
  severity: 2,
  controls: [
    {
      id: 'remove-sources-liquid',
      level: 'elimination',
      text: {
        fr: 'Supprimer les sources de liquides au sol : réparer les fuites, capter les égouttures à la source (bacs, gouttières), prévoir des drains.',
        en: 'Remove sources of liquid on the floor: fix leaks, catch drips at the source (trays, gutters), provide drains.',
        es: 'Eliminar las fuentes de líquido en el suelo: reparar las fugas, recoger los goteos en el origen (bandejas, canaletas), prever desagües.',
        de: 'Quellen von Flüssigkeiten auf dem Boden beseitigen: Leckagen beheben, Tropfflüssigkeit an der Quelle auffangen (Wannen, Rinnen), Bodenabläufe vorsehen.',
        pt: 'Eliminar as fontes de líquido no piso: consertar vazamentos, coletar gotejamentos na origem (bandejas, calhas), prever ralos.',
        zh: '消除地面液体来源：修复泄漏，在源头收集滴漏（接液盘、导流槽），设置排水沟。',
        ja: '床面の液体の発生源をなくします。漏れを修理し、しずくは発生源で受け（受け皿、とい）、排水口を設けます。',
      },
    },
    {
      id: 'slip-resistant-flooring',
      level: 'engineering',
      text: {
        fr: 'Revêtements de sol antidérapants adaptés aux contaminants présents; tapis absorbants aux entrées; déglaçage et abrasifs aux accès extérieurs.',
        en: 'Slip-resistant flooring suited to the contaminants present; absorbent mats at entrances; de-icing and grit at outdoor access points.',
        es: 'Pavimentos antideslizantes adecuados a los contaminantes presentes; felpudos absorbentes en las entradas; deshielo y gravilla en los accesos exteriores.',
        de: 'Rutschhemmende Bodenbeläge, die für die vorhandenen Verunreinigungen geeignet sind; saugfähige Matten an den Eingängen; Enteisen und Abstreuen an den Außenzugängen.',
        pt: 'Pisos antiderrapantes adequados aos contaminantes presentes; tapetes absorventes nas entradas; degelo e material abrasivo (areia) nos acessos externos.',
        zh: '铺设适合现场污染物的防滑地面；出入口铺设吸水地垫；室外出入通道除冰并撒防滑料。',
        ja: '存在する汚染物質に適した防滑性の床材を使用します。出入口には吸水マットを敷き、屋外の出入口では凍結防止処理と滑り止め材の散布を行います。',
      },
    },
    {
      id: 'clean-spills-once',
      level: 'administrative',
      text: {
        fr: "Nettoyer les déversements immédiatement (trousses accessibles), signaler les zones mouillées par des panneaux, programme de déneigement et de déglaçage, lavage en dehors des périodes d'achalandage.",
        en: 'Clean spills at once (kits at hand), mark wet areas with signs, snow and ice removal program, floor washing outside busy periods.',
        es: 'Limpiar los derrames de inmediato (kits a mano), señalizar las zonas mojadas con carteles, programa de retirada de nieve y hielo, fregado del suelo fuera de los periodos de mayor afluencia.',
        de: 'Verschüttetes sofort beseitigen (Bindemittel-Sets griffbereit), nasse Bereiche mit Schildern kennzeichnen, Winterdienstplan für Schnee- und Eisbeseitigung, Bodenreinigung außerhalb der Stoßzeiten.',
        pt: 'Limpar derramamentos imediatamente (kits à mão), sinalizar as áreas molhadas com placas, programa de remoção de neve e gelo, lavagem do piso fora dos horários de maior movimento.',
        zh: '泄漏物立即清理（备有便于取用的泄漏处理包），用警示牌标示湿滑区域，制定除雪除冰计划，在人流高峰以外的时段清洗地面。',
        ja: 'こぼれはすぐに清掃し（清掃キットを手近に備えます）、濡れた区域は標識で表示します。除雪・除氷の計画を定め、床の洗浄は混雑する時間帯を避けて行います。',
      },
    },
    {
      id: 'footwear-slip-resistant',
      level: 'ppe',
      text: {
        fr: 'Chaussures à semelle antidérapante adaptée au milieu; crampons pour les déplacements sur la glace.',
        en: 'Footwear with slip-resistant soles suited to the setting; ice cleats outdoors.',
        es: 'Calzado con suela antideslizante adecuado al entorno; crampones en el exterior.',
        de: 'Schuhe mit einer für die Umgebung geeigneten rutschhemmenden Sohle; Schuh-Spikes im Freien.',
        pt: 'Calçados com solado antiderrapante adequado ao ambiente; grampos antiderrapantes para gelo em áreas externas.',
        zh: '穿适合作业环境的防滑底鞋；室外使用防滑冰爪。',
        ja: '現場に適した耐滑性の靴底の靴を着用します。屋外では靴用の滑り止め（アイスクリート）を使用します。',
      },
    },
  ],
  citations: HOUSEKEEPING_CITATIONS,
  sectors: [
    'professional_services',
    'manufacturing',
    'health_social',
    'education',
    'retail',
    'food_accommodation',
  ],
};
