import type { Hazard } from '../../types';
import { general } from '../citations';
import { GUARDING } from '../rows-safety';
import { PPE, PPE_INTERNATIONAL, PPE_ON_BC_AB_FEDERAL } from '../rows-health';
import { TOOLS_SUBJECT } from './shared-citations';

/** Portable power tools: wheel burst, kickback, cuts. */
export const portablePowerTools: Hazard = {
  id: 'portable-power-tools',
  family: 'hand_tools',
  name: {
    fr: 'Outils portatifs motorisés : éclatement, recul, coupures',
    en: 'Portable power tools: wheel burst, kickback, cuts',
    es: 'Herramientas eléctricas portátiles: rotura del disco, retroceso, cortes',
    de: 'Handgeführte Elektrowerkzeuge: Scheibenbruch, Rückschlag, Schnittverletzungen',
    pt: 'Ferramentas portáteis motorizadas: ruptura do disco, retrocesso, cortes',
    zh: '便携式电动工具：砂轮破裂、反冲、割伤',
    ja: '可搬式動力工具：砥石の破裂・反発・切創',
  },
  description: {
    fr: "Meuleuse d'angle, scie circulaire portative, perceuse ou cloueuse : éclatement du disque, recul de l'outil, contact avec la lame, projection de particules, clou tiré accidentellement.",
    en: 'Angle grinder, portable circular saw, drill or nail gun: wheel burst, tool kickback, blade contact, flying particles, accidental nail discharge.',
    es: 'Amoladora angular, sierra circular portátil, taladro o clavadora: rotura del disco, retroceso de la herramienta, contacto con la hoja, proyección de partículas, disparo accidental de clavos.',
    de: 'Winkelschleifer, Handkreissäge, Bohrmaschine oder Nagler: Bersten der Scheibe, Rückschlag des Werkzeugs, Kontakt mit dem Sägeblatt, umherfliegende Partikel, unbeabsichtigt ausgelöster Nagel.',
    pt: 'Esmerilhadeira angular, serra circular portátil, furadeira ou pregador pneumático: ruptura do disco, rebote da ferramenta, contato com a lâmina, projeção de partículas, disparo acidental de pregos.',
    zh: '角磨机、便携式圆锯、电钻或射钉枪：砂轮片爆裂、工具反弹、接触锯片、颗粒飞溅、意外击发射钉。',
    ja: 'ディスクグラインダー、携帯用丸のこ、ドリル、釘打ち機により、砥石の破裂、工具の反発（キックバック）、刃への接触、粒子の飛散、釘の誤発射が生じるおそれがあります。',
  },
  likelihood: 3,
  severity: 4,
  controls: [
    {
      id: 'choose-less-hazardous',
      level: 'substitution',
      text: {
        fr: "Choisir des outils moins dangereux pour la tâche : scie à ruban portative plutôt que meuleuse pour couper, cloueuse à déclenchement séquentiel plutôt qu'à contact.",
        en: 'Choose less hazardous tools for the task: portable band saw rather than a grinder for cutting, sequential-trigger rather than contact-trigger nailers.',
        es: 'Elegir herramientas menos peligrosas para la tarea: sierra de cinta portátil en lugar de amoladora para cortar, clavadoras de disparo secuencial en lugar de disparo por contacto.',
        de: 'Weniger gefährliche Werkzeuge für die Tätigkeit wählen: tragbare Bandsäge statt Winkelschleifer zum Trennen, Nagler mit Einzelauslösung statt Kontaktauslösung.',
        pt: 'Escolher ferramentas menos perigosas para a tarefa: serra de fita portátil em vez de esmerilhadeira para cortar, pregadores de disparo sequencial em vez de disparo por contato.',
        zh: '为作业选择危险性较低的工具：切割时用便携式带锯代替角磨机，用顺序击发式射钉枪代替接触击发式射钉枪。',
        ja: '作業に応じて危険性の低い工具を選定します。切断にはグラインダーではなく携帯用バンドソーを使用し、釘打ち機は連続打ち（コンタクトトリガー）式ではなく単発（シーケンシャルトリガー）式を使用します。',
      },
    },
    {
      id: 'wheel-guard-dead-man-switch',
      level: 'engineering',
      text: {
        fr: "Outils munis de leur protecteur de meule ou de lame, d'un interrupteur à relâchement automatique et d'une poignée auxiliaire; vitesse nominale du disque au moins égale à celle de l'outil.",
        en: "Tools fitted with their wheel or blade guard, a dead-man switch and an auxiliary handle; disc rated speed at least equal to the tool's speed.",
        es: 'Herramientas equipadas con su protector de disco o de hoja, un interruptor de hombre muerto y una empuñadura auxiliar; velocidad nominal del disco al menos igual a la de la herramienta.',
        de: 'Werkzeuge mit ihrer Schutzhaube für Scheibe oder Sägeblatt, einem Totmannschalter und einem Zusatzhandgriff; zulässige Drehzahl der Scheibe mindestens so hoch wie die Drehzahl des Werkzeugs.',
        pt: 'Ferramentas equipadas com a proteção do disco ou da lâmina, interruptor de acionamento contínuo (homem-morto) e empunhadura auxiliar; rotação nominal do disco no mínimo igual à rotação da ferramenta.',
        zh: '工具配备砂轮或锯片防护罩、松手即停开关和辅助手柄；砂轮片额定转速不低于工具转速。',
        ja: '砥石または刃のカバー、デッドマンスイッチ（手を離すと停止するスイッチ）、補助ハンドルを備えた工具を使用します。ディスクの最高使用回転速度は工具の回転速度以上とします。',
      },
    },
    {
      id: 'inspect-tools-discs',
      level: 'administrative',
      text: {
        fr: "Inspecter outils et disques avant usage (fissures, date d'expiration); débrancher pour changer le disque; former les utilisateurs; délimiter la zone de projection.",
        en: 'Inspect tools and discs before use (cracks, expiry date); unplug to change the disc; train users; mark off the spark and debris zone.',
        es: 'Inspeccionar herramientas y discos antes de su uso (fisuras, fecha de caducidad); desenchufar para cambiar el disco; formar a los usuarios; delimitar la zona de proyección de chispas y partículas.',
        de: 'Werkzeuge und Scheiben vor der Benutzung prüfen (Risse, Verfallsdatum); zum Scheibenwechsel den Netzstecker ziehen; die Benutzer unterweisen; den Bereich von Funkenflug und umherfliegenden Teilen abgrenzen.',
        pt: 'Inspecionar ferramentas e discos antes do uso (trincas, data de validade); desconectar da tomada para trocar o disco; treinar os usuários; demarcar a zona de projeção de fagulhas e detritos.',
        zh: '使用前检查工具和砂轮片（裂纹、有效期）；更换砂轮片前拔掉电源插头；培训使用人员；划定火花和碎屑飞溅区域。',
        ja: '使用前に工具とディスクを点検します（亀裂、使用期限）。ディスクの交換は電源プラグを抜いて行います。使用者に教育を行い、火花や破片の飛散区域を区画します。',
      },
    },
    {
      id: 'face-shield-glasses-hearing',
      level: 'ppe',
      text: {
        fr: 'Écran facial par-dessus des lunettes de sécurité, protecteurs auditifs, gants adaptés.',
        en: 'Face shield over safety glasses, hearing protection, suitable gloves.',
        es: 'Pantalla facial sobre gafas de seguridad, protectores auditivos, guantes adecuados.',
        de: 'Gesichtsschutzschirm über der Schutzbrille, Gehörschutz, geeignete Handschuhe.',
        pt: 'Protetor facial sobre óculos de segurança, protetor auditivo, luvas adequadas.',
        zh: '防护眼镜外加面罩、护听器、合适的手套。',
        ja: '保護めがねの上に防災面を着用し、防音保護具と適切な手袋を着用します。',
      },
    },
  ],
  citations: [
    ...general(TOOLS_SUBJECT, 'both'),
    ...PPE_ON_BC_AB_FEDERAL,
    PPE.cstc,
    GUARDING.gb,
    ...PPE_INTERNATIONAL,
  ],
  sectors: ['construction', 'manufacturing', 'automotive'],
};
