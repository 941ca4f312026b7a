import type { Hazard } from '../../types';
import { others } from '../citations';
import { NOISE } from '../rows-health';

/** Excessive noise. */
export const occupationalNoise: Hazard = {
  id: 'occupational-noise',
  family: 'noise',
  name: {
    fr: 'Bruit excessif',
    en: 'Excessive noise',
    es: 'Ruido excesivo',
    de: 'Übermäßiger Lärm',
    pt: 'Ruído excessivo',
    zh: '噪声超标',
    ja: '過大な騒音',
  },
  description: {
    fr: "Exposition quotidienne au bruit au-delà des limites réglementaires (machines, outils pneumatiques, compresseurs, procédés d'impact) : surdité permanente, acouphènes, difficulté à entendre les alarmes.",
    en: 'Daily noise exposure above the regulatory limits (machines, pneumatic tools, compressors, impact processes): permanent hearing loss, tinnitus, alarms not heard.',
    es: 'Exposición diaria al ruido por encima de los límites reglamentarios (máquinas, herramientas neumáticas, compresores, procesos de impacto): pérdida auditiva permanente, acúfenos, alarmas que no se oyen.',
    de: 'Tägliche Lärmexposition oberhalb der gesetzlichen Grenzwerte (Maschinen, Druckluftwerkzeuge, Kompressoren, schlagende Verfahren): bleibender Hörverlust, Tinnitus, überhörte Alarmsignale.',
    pt: 'Exposição diária a ruído acima dos limites regulamentares (máquinas, ferramentas pneumáticas, compressores, processos de impacto): perda auditiva permanente, zumbido, alarmes não ouvidos.',
    zh: '每日噪声接触超过法规限值（机器、气动工具、空压机、冲击工艺）：永久性听力损失、耳鸣、听不到报警。',
    ja: '法定限度を超える1日の騒音ばく露（機械、空気工具、コンプレッサー、衝撃を伴う工程）により、永続的な難聴、耳鳴り、警報の聞き逃しが生じるおそれがあります。',
  },
  likelihood: 4,
  severity: 3,
  controls: [
    {
      id: 'choose-quieter-equipment',
      level: 'substitution',
      text: {
        fr: "Choisir des équipements et procédés moins bruyants à l'achat (niveau sonore maximal exigé dans les devis).",
        en: 'Choose quieter equipment and processes when buying (maximum sound level specified in purchase specifications).',
        es: 'Elegir equipos y procesos más silenciosos en la compra (nivel sonoro máximo especificado en las condiciones de compra).',
        de: 'Beim Kauf leisere Arbeitsmittel und Verfahren wählen (maximaler Schallpegel in den Beschaffungsvorgaben festgelegt).',
        pt: 'Escolher equipamentos e processos mais silenciosos na compra (nível sonoro máximo definido nas especificações de compra).',
        zh: '采购时选择噪声较低的设备和工艺（在采购技术规格中规定最高声级）。',
        ja: '購入時には低騒音の設備や工程を選定します（購入仕様書に最大音響レベルを明記します）。',
      },
    },
    {
      id: 'reduce-noise-source',
      level: 'engineering',
      text: {
        fr: 'Réduire le bruit à la source et sur son trajet : encoffrement des machines, silencieux sur les échappements pneumatiques, supports antivibratiles, écrans et traitement acoustique, cabines insonorisées pour les opérateurs.',
        en: 'Reduce noise at source and along its path: machine enclosures, silencers on pneumatic exhausts, anti-vibration mounts, barriers and acoustic treatment, sound-insulated operator booths.',
        es: 'Reducir el ruido en el origen y en su trayectoria: encerramiento de las máquinas, silenciadores en los escapes neumáticos, soportes antivibratorios, pantallas y tratamiento acústico, cabinas insonorizadas para los operadores.',
        de: 'Lärm an der Quelle und auf dem Ausbreitungsweg mindern: Kapselung von Maschinen, Schalldämpfer an Druckluftauslässen, schwingungsdämpfende Lagerung, Schallschirme und raumakustische Maßnahmen, schallgedämmte Bedienerkabinen.',
        pt: 'Reduzir o ruído na fonte e na trajetória: enclausuramento das máquinas, silenciadores nos escapes pneumáticos, suportes antivibratórios, barreiras e tratamento acústico, cabines isoladas acusticamente para os operadores.',
        zh: '从声源和传播途径降噪：机器隔声罩、气动排气消声器、减振支座、隔声屏障和吸声处理、隔声操作室。',
        ja: '発生源と伝搬経路で騒音を低減します。機械の防音カバー、空気排気部の消音器、防振マウント、遮音壁と吸音処理、作業者用の防音ブースなどを用います。',
      },
    },
    {
      id: 'measure-exposure-post',
      level: 'administrative',
      text: {
        fr: "Mesurer l'exposition (sonométrie et dosimétrie), afficher les zones où le port des protecteurs est obligatoire, limiter la durée d'exposition; surveillance audiométrique des travailleurs exposés.",
        en: 'Measure exposure (sound level meter and dosimetry), post areas where hearing protection is mandatory, limit exposure time; audiometric testing of exposed workers.',
        es: 'Medir la exposición (sonometría y dosimetría), señalizar las zonas de uso obligatorio de protectores auditivos, limitar el tiempo de exposición; audiometrías de los trabajadores expuestos.',
        de: 'Die Exposition messen (Schallpegelmessung und Dosimetrie), Lärmbereiche mit Gehörschutzpflicht kennzeichnen, die Expositionsdauer begrenzen; audiometrische Untersuchungen der exponierten Beschäftigten.',
        pt: 'Medir a exposição (medidor de nível de pressão sonora e dosimetria), sinalizar as áreas de uso obrigatório de protetor auditivo, limitar o tempo de exposição; exames audiométricos dos trabalhadores expostos.',
        zh: '测量接触水平（声级计和噪声剂量计），在必须佩戴护听器的区域张贴标识，限制接触时间；对接触劳动者进行听力检查。',
        ja: 'ばく露を測定し（騒音計と個人騒音ばく露計）、防音保護具の着用が義務となる区域を表示し、ばく露時間を制限します。ばく露作業者の聴力検査を行います。',
      },
    },
    {
      id: 'hearing-protectors-chosen',
      level: 'ppe',
      text: {
        fr: "Protecteurs auditifs (bouchons ou coquilles) choisis selon l'atténuation requise, avec formation sur leur port.",
        en: 'Hearing protectors (plugs or muffs) chosen for the attenuation needed, with training on how to wear them.',
        es: 'Protectores auditivos (tapones u orejeras) elegidos según la atenuación necesaria, con formación sobre su uso.',
        de: 'Gehörschützer (Stöpsel oder Kapseln), ausgewählt nach der erforderlichen Dämmung, mit Unterweisung in der richtigen Benutzung.',
        pt: 'Protetores auditivos (de inserção ou tipo concha) escolhidos conforme a atenuação necessária, com treinamento sobre como usá-los.',
        zh: '根据所需衰减量选用护听器（耳塞或耳罩），并培训正确佩戴方法。',
        ja: '必要な遮音性能に応じて選んだ防音保護具（耳栓またはイヤーマフ）を、着用方法の教育とともに使用します。',
      },
    },
  ],
  citations: [
    NOISE.qc,
    NOISE.on,
    NOISE.bc,
    NOISE.ab,
    NOISE.federal,
    ...others('noise', 'both'),
    NOISE.us,
    NOISE.gb,
    NOISE.mx,
  ],
  sectors: [
    'manufacturing',
    'construction',
    'mining_metals',
    'renewable_energy',
    'forestry_sawmills',
    'automotive',
    'agriculture',
    'public_administration',
  ],
};
