import type { Hazard } from '../../types';
import { generalFor, others } from '../citations';
import { MOBILE } from '../rows-safety';

/** Storage rack collapse or falling stored loads. */
export const storageRackCollapse: Hazard = {
  id: 'storage-rack-collapse',
  family: 'falling_objects',
  name: {
    fr: "Effondrement d'un palettier ou chute de charges entreposées",
    en: 'Storage rack collapse or falling stored loads',
    es: 'Colapso de estanterías o caída de cargas almacenadas',
    de: 'Regaleinsturz oder herabfallendes Lagergut',
    pt: 'Colapso de porta-paletes ou queda de cargas armazenadas',
    zh: '货架倒塌或存储货物坠落',
    ja: '保管ラックの倒壊・保管物の落下',
  },
  description: {
    fr: "Effondrement d'un palettier endommagé ou surchargé, ou chute de palettes et de marchandises depuis les niveaux supérieurs, souvent après un impact de chariot élévateur.",
    en: 'Collapse of a damaged or overloaded pallet rack, or pallets and goods falling from upper levels, often after a forklift impact.',
    es: 'Desplome de una estantería de paletización dañada o sobrecargada, o caída de palés y mercancías desde los niveles superiores, a menudo tras un impacto de carretilla elevadora.',
    de: 'Einsturz eines beschädigten oder überladenen Palettenregals oder Herabfallen von Paletten und Waren aus oberen Ebenen, oft nach einem Anfahren durch einen Gabelstapler.',
    pt: 'Colapso de uma estrutura porta-paletes danificada ou sobrecarregada, ou queda de paletes e mercadorias dos níveis superiores, frequentemente após impacto de empilhadeira.',
    zh: '损坏或超载的托盘货架坍塌，或托盘和货物从上层掉落，常发生在叉车撞击之后。',
    ja: '損傷または過積載のパレットラックが倒壊したり、上段からパレットや物品が落下したりするおそれがあります。フォークリフトの衝突がきっかけとなることが多くあります。',
  },
  likelihood: 2,
  severity: 5,
  controls: [
    {
      id: 'anchor-racks-floor',
      level: 'engineering',
      text: {
        fr: "Ancrer les palettiers au sol; installer des protège-montants, des glissières de protection en bout d'allée, des loquets de poutre et des grillages ou filets anti-chute à l'arrière des travées adossées à une allée.",
        en: 'Anchor racks to the floor; fit column protectors, end-of-aisle barriers, beam locks and mesh or netting at the back of bays facing an aisle.',
        es: 'Anclar las estanterías al suelo; instalar protectores de puntales, barreras en los extremos de pasillo, pasadores de seguridad en los largueros y mallas o redes en la parte posterior de los módulos que dan a un pasillo.',
        de: 'Regale im Boden verankern; Rammschutz an den Stützen, Anfahrschutz an den Gangenden, Traversensicherungen sowie Gitter oder Netze als Durchschubsicherung an der Rückseite von Regalfeldern anbringen, die an einen Gang grenzen.',
        pt: 'Ancorar as estruturas porta-paletes ao piso; instalar protetores de coluna, barreiras de fim de corredor, travas de longarina e telas ou redes no fundo dos vãos voltados para um corredor.',
        zh: '将货架锚固于地面；安装立柱护角、巷道端部防撞护栏、横梁安全锁销，并在面向通道的货位背面设置网片或防坠网。',
        ja: 'ラックを床にアンカーで固定し、支柱プロテクター、通路端のガードバリア、ビーム脱落防止ロックを取り付けます。通路に面した区画の背面には落下防止用の金網またはネットを設けます。',
      },
    },
    {
      id: 'racks-designed-manufacturer',
      level: 'administrative',
      text: {
        fr: "Faire concevoir les palettiers selon les données du fabricant ou d'un ingénieur et afficher la capacité de charge de chaque niveau; charger les plus lourdes palettes aux niveaux inférieurs.",
        en: "Have racks designed to the manufacturer's or an engineer's data and post the load capacity of each level; place the heaviest pallets on the lower levels.",
        es: 'Diseñar las estanterías según los datos del fabricante o de un ingeniero e indicar la capacidad de carga de cada nivel; colocar los palés más pesados en los niveles inferiores.',
        de: 'Regale nach den Angaben des Herstellers oder eines Ingenieurs auslegen lassen und die zulässige Fachlast jeder Ebene aushängen; die schwersten Paletten in den unteren Ebenen lagern.',
        pt: 'Projetar as estruturas conforme os dados do fabricante ou de um engenheiro e afixar a capacidade de carga de cada nível; colocar os paletes mais pesados nos níveis inferiores.',
        zh: '按制造商或工程师的数据设计货架，并标明每层的承载能力；将最重的托盘放在下层。',
        ja: 'メーカーまたは技術者のデータに基づいてラックを設計させ、各段の許容荷重を表示します。最も重いパレットは下段に置きます。',
      },
    },
    {
      id: 'inspect-racks-regularly',
      level: 'administrative',
      text: {
        fr: 'Inspecter les palettiers régulièrement et après tout impact; décharger et condamner sans délai toute travée dont un montant ou une poutre est endommagé; interdire de grimper dans les palettiers.',
        en: 'Inspect racks regularly and after any impact; unload and tag out at once any bay with a damaged upright or beam; forbid climbing racks.',
        es: 'Inspeccionar las estanterías periódicamente y después de cualquier impacto; descargar y poner fuera de servicio de inmediato, con etiqueta, todo módulo con un puntal o un larguero dañado; prohibir trepar por las estanterías.',
        de: 'Regale regelmäßig und nach jedem Anfahren prüfen; Regalfelder mit beschädigter Stütze oder Traverse sofort entladen und gekennzeichnet sperren; das Beklettern der Regale verbieten.',
        pt: 'Inspecionar as estruturas regularmente e após qualquer impacto; descarregar e interditar imediatamente, com etiqueta, qualquer vão com montante ou longarina danificado; proibir escalar as estruturas.',
        zh: '定期及每次撞击后检查货架；立柱或横梁损坏的货位立即卸货并挂牌停用；禁止攀爬货架。',
        ja: 'ラックは定期的に、また衝突があった後には必ず点検します。支柱またはビームが損傷した区画は直ちに荷を降ろして使用禁止の表示をします。ラックによじ登ることを禁止します。',
      },
    },
    {
      id: 'hard-hat-high',
      level: 'ppe',
      text: {
        fr: "Casque de sécurité dans les allées d'entreposage en hauteur pendant les opérations de chargement.",
        en: 'Hard hat in high-bay aisles during loading operations.',
        es: 'Casco de protección en los pasillos de estanterías altas durante las operaciones de carga.',
        de: 'Schutzhelm in den Gängen von Hochregalen während der Ein- und Auslagerung.',
        pt: 'Capacete de segurança nos corredores de armazenagem vertical durante as operações de carregamento.',
        zh: '装卸作业期间，在高位货架通道内佩戴安全帽。',
        ja: '荷役作業中の高層ラック通路では保護帽を着用します。',
      },
    },
  ],
  citations: [
    MOBILE.on,
    ...generalFor(['QC', 'BC', 'AB', 'FEDERAL'], 'safe-storage-materials'),
    ...others('safe-storage-materials'),
  ],
  sectors: ['transportation_warehousing', 'professional_services', 'manufacturing', 'retail'],
};
