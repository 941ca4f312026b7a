import type { Hazard } from '../../types';
import { I, unconfirmed } from '../citations';
import { ELECTRICAL } from '../rows-safety';
import { OTHERS_ELECTRICAL } from './shared-citations';

/** Work near overhead power lines. */
export const overheadPowerLines: Hazard = {
  id: 'overhead-power-lines',
  family: 'electrical',
  name: {
    fr: 'Travaux à proximité de lignes électriques aériennes',
    en: 'Work near overhead power lines',
    es: 'Trabajos cerca de líneas eléctricas aéreas',
    de: 'Arbeiten in der Nähe von Freileitungen',
    pt: 'Trabalho próximo a linhas elétricas aéreas',
    zh: '架空电力线路附近作业',
    ja: '架空電線の近接作業',
  },
  description: {
    fr: "Flèche de grue, benne basculante, nacelle, échelle ou tuyau de pompe à béton qui touche une ligne aérienne ou s'en approche au point de provoquer un arc : électrocution de l'opérateur ou des personnes au sol.",
    en: 'Crane boom, dump box, aerial lift, ladder or concrete pump boom touching an overhead line or coming close enough to arc: electrocution of the operator or people on the ground.',
    es: 'Pluma de grúa, caja basculante, plataforma elevadora, escalera o pluma de bomba de hormigón que toca una línea aérea o se acerca lo suficiente para provocar un arco: electrocución del operador o de las personas en el suelo.',
    de: 'Kranausleger, Kippmulde, Hubarbeitsbühne, Leiter oder Betonpumpenmast berührt eine Freileitung oder nähert sich ihr so weit, dass ein Lichtbogen entsteht: tödlicher Stromunfall des Maschinenführers oder von Personen am Boden.',
    pt: 'Lança de guindaste, caçamba basculante, plataforma elevatória, escada ou lança de bomba de concreto que toca uma linha aérea ou se aproxima o suficiente para abrir um arco: eletrocussão do operador ou das pessoas no solo.',
    zh: '起重机吊臂、自卸车车厢、高空作业平台、梯子或混凝土泵车臂架触碰架空线路或靠近到足以产生电弧：操作人员或地面人员触电死亡。',
    ja: 'クレーンのブーム、ダンプの荷台、高所作業車、はしご、コンクリートポンプ車のブームが架空電線に接触したり、アークが発生するほど接近したりして、運転者や地上にいる人が感電死するおそれがあります。',
  },
  likelihood: 2,
  severity: 5,
  controls: [
    {
      id: 'de-energize-relocate-line',
      level: 'elimination',
      text: {
        fr: "Faire mettre la ligne hors tension ou la faire déplacer par le distributeur d'électricité (au Québec, Hydro-Québec) avant les travaux.",
        en: 'Have the line de-energized or relocated by the electrical utility before the work.',
        es: 'Hacer que la compañía eléctrica deje la línea sin tensión o la desvíe antes de los trabajos.',
        de: 'Die Leitung vor Beginn der Arbeiten vom Netzbetreiber freischalten oder verlegen lassen.',
        pt: 'Solicitar à concessionária de energia elétrica a desenergização ou o remanejamento da linha antes do trabalho.',
        zh: '作业前由供电企业将线路停电或迁移。',
        ja: '作業前に電力会社に依頼して、電線を停電または移設してもらいます。',
      },
      international: {
        fr: "Faire mettre la ligne hors tension ou la faire déplacer par le distributeur d'électricité avant les travaux.",
        en: 'Have the line de-energized or relocated by the electrical utility before the work.',
        es: 'Hacer que la compañía eléctrica deje la línea sin tensión o la desvíe antes de los trabajos.',
        de: 'Die Leitung vor Beginn der Arbeiten vom Netzbetreiber freischalten oder verlegen lassen.',
        pt: 'Solicitar à concessionária de energia elétrica a desenergização ou o remanejamento da linha antes do trabalho.',
        zh: '作业前由供电企业将线路停电或迁移。',
        ja: '作業前に電力会社に依頼して、電線を停電または移設してもらいます。',
      },
    },
    {
      id: 'insulating-covers-limiters',
      level: 'engineering',
      text: {
        fr: "Si la ligne reste sous tension : faire poser des protecteurs isolants par le distributeur; installer des limiteurs d'amplitude ou de hauteur sur les engins, des barrières physiques et des portiques de hauteur aux accès.",
        en: 'If the line stays energized: have the utility install insulating covers; fit range or height limiters on machines, physical barriers and height gauges at access points.',
        es: 'Si la línea permanece en tensión: hacer que la compañía eléctrica instale fundas aislantes; instalar limitadores de alcance o de altura en las máquinas, barreras físicas y gálibos de altura en los accesos.',
        de: 'Wenn die Leitung unter Spannung bleibt: isolierende Abdeckungen vom Netzbetreiber anbringen lassen; Reichweiten- oder Höhenbegrenzer an den Maschinen, physische Absperrungen und Höhenbegrenzungsportale an den Zufahrten anbringen.',
        pt: 'Se a linha permanecer energizada: solicitar à concessionária a instalação de coberturas isolantes; instalar limitadores de alcance ou de altura nas máquinas, barreiras físicas e pórticos limitadores de altura nos acessos.',
        zh: '线路保持带电时：由供电企业加装绝缘罩；在机械上安装幅度或高度限制器，在出入口设置实体屏障和限高架。',
        ja: '電線が充電されたままの場合は、電力会社に絶縁防護カバーを取り付けてもらいます。機械には作業範囲または高さの制限装置を設け、物理的なバリアを設置し、出入口には高さ制限ゲートを設けます。',
      },
    },
    {
      id: 'identify-lines-planning',
      level: 'administrative',
      text: {
        fr: "Repérer les lignes dès la planification; respecter les distances minimales d'approche selon la tension; signaleur dédié pour tout engin à flèche; procédure en cas de contact (rester dans la cabine, éloigner les personnes).",
        en: 'Identify lines at the planning stage; keep the minimum approach distances for the voltage; dedicated signaller for any boom equipment; contact procedure (stay in the cab, keep people away).',
        es: 'Identificar las líneas desde la planificación; respetar las distancias mínimas de aproximación según la tensión; señalista dedicado para todo equipo con pluma; procedimiento en caso de contacto (permanecer en la cabina, alejar a las personas).',
        de: 'Leitungen bereits in der Planungsphase ermitteln; die spannungsabhängigen Mindestabstände einhalten; eigener Einweiser für jedes Gerät mit Ausleger; Verhaltensregeln bei Kontakt (in der Kabine bleiben, Personen fernhalten).',
        pt: 'Identificar as linhas na fase de planejamento; respeitar as distâncias mínimas de aproximação conforme a tensão; sinaleiro exclusivo para qualquer equipamento com lança; procedimento em caso de contato (permanecer na cabine, manter as pessoas afastadas).',
        zh: '在规划阶段识别线路；保持与电压相应的最小接近距离；任何臂架类设备均配备专职指挥人员；制定触线应急程序（留在驾驶室内，疏散人员）。',
        ja: '計画段階で電線を確認します。電圧に応じた最小離隔距離を守り、ブームを持つ機械には専任の合図者を配置します。接触時の手順（運転席にとどまる、人を近づけない）を定めます。',
      },
    },
  ],
  citations: [
    ELECTRICAL.qc,
    ELECTRICAL.cstcLines,
    ELECTRICAL.cstc,
    unconfirmed('ON', I.ON_213, 'work-near-overhead-lines'),
    ELECTRICAL.bc,
    ELECTRICAL.abPowerLines,
    ELECTRICAL.federal,
    ...OTHERS_ELECTRICAL,
    ELECTRICAL.br,
  ],
  sectors: [
    'construction',
    'forestry_sawmills',
    'mining_metals',
    'renewable_energy',
    'professional_services',
    'public_administration',
  ],
};
