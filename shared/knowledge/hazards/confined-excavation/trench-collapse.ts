import type { Hazard } from '../../types';
import { general } from '../citations';

/** Trench or excavation cave-in. */
export const trenchCollapse: Hazard = {
  id: 'trench-collapse',
  family: 'excavation',
  name: {
    fr: "Effondrement des parois d'une tranchée ou d'une excavation",
    en: 'Trench or excavation cave-in',
    es: 'Derrumbe de zanja o excavación',
    de: 'Einsturz von Graben- oder Baugrubenwänden',
    pt: 'Desmoronamento de vala ou escavação',
    zh: '沟槽或基坑坍塌',
    ja: '溝・掘削箇所の土砂崩壊',
  },
  description: {
    fr: "Travail dans une tranchée ou une excavation dont les parois ne sont ni talutées ni étançonnées : ensevelissement souvent mortel; chute de déblais ou d'engins depuis le bord; contact avec des services souterrains.",
    en: 'Work in a trench or excavation whose walls are neither sloped nor shored: engulfment, often fatal; spoil or equipment falling from the edge; striking buried utilities.',
    es: 'Trabajo en una zanja o excavación cuyas paredes no están ataluzadas ni entibadas: sepultamiento, a menudo mortal; caída de tierras o de equipos desde el borde; impacto contra servicios enterrados.',
    de: 'Arbeiten in einem Graben oder einer Baugrube, deren Wände weder geböscht noch verbaut sind: Verschüttung, oft tödlich; von der Kante herabfallender Aushub oder herabstürzende Maschinen; Beschädigung erdverlegter Leitungen.',
    pt: 'Trabalho em vala ou escavação cujas paredes não foram taludadas nem escoradas: soterramento, frequentemente fatal; queda de material escavado ou de equipamentos a partir da borda; atingimento de redes subterrâneas.',
    zh: '在沟壁既未放坡也未支护的沟槽或基坑内作业：掩埋，常致死亡；弃土或设备从边缘坠落；挖断地下管线。',
    ja: 'のり面も土止め支保工もない溝や掘削箇所での作業では、土砂崩壊による埋没（多くの場合死亡に至ります）、掘削土や機械の端部からの落下、埋設物への接触のおそれがあります。',
  },
  likelihood: 3,
  severity: 5,
  controls: [
    {
      id: 'trenchless-methods-work',
      level: 'elimination',
      text: {
        fr: 'Utiliser des méthodes sans tranchée (forage directionnel, éclatement de conduite) ou réaliser le travail sans entrer dans la tranchée.',
        en: 'Use trenchless methods (directional drilling, pipe bursting) or do the work without entering the trench.',
        es: 'Utilizar métodos sin zanja (perforación horizontal dirigida, sustitución de tuberías por reventado) o realizar el trabajo sin entrar en la zanja.',
        de: 'Grabenlose Verfahren einsetzen (Horizontalspülbohrung, Berstlining) oder die Arbeit ausführen, ohne den Graben zu betreten.',
        pt: 'Usar métodos não destrutivos (perfuração direcional, substituição de tubos por arrebentamento – pipe bursting) ou realizar o trabalho sem entrar na vala.',
        zh: '采用非开挖方法（定向钻进、管道爆管更换）或无需进入沟槽完成作业。',
        ja: '非開削工法（方向制御ボーリング、パイプバースティング）を用いるか、溝に入らずに作業を行います。',
      },
    },
    {
      id: 'protect-walls-sloping',
      level: 'engineering',
      text: {
        fr: 'Protéger les parois par talutage selon la nature du sol, par un étançonnement conçu par un ingénieur ou par un caisson de tranchée; tenir déblais et engins à distance du bord (au moins 1,2 m).',
        en: 'Protect the walls by sloping for the soil type, by engineered shoring or by a trench box; keep spoil and equipment back from the edge (at least 1.2 m).',
        es: 'Proteger las paredes mediante ataluzado según el tipo de suelo, entibación diseñada por un ingeniero o un blindaje de zanja; mantener las tierras y los equipos alejados del borde (al menos 1,2 m).',
        de: 'Die Wände durch eine dem Boden angepasste Böschung, durch einen statisch bemessenen Verbau oder durch Grabenverbaugeräte (Verbauboxen) sichern; Aushub und Maschinen von der Kante fernhalten (mindestens 1,2 m).',
        pt: 'Proteger as paredes por taludamento adequado ao tipo de solo, por escoramento projetado por engenheiro ou por blindagem de vala (caixa de escoramento); manter o material escavado e os equipamentos afastados da borda (no mínimo 1,2 m).',
        zh: '通过按土质放坡、经设计的支护或沟槽防护箱保护沟壁；弃土和设备与沟边保持距离（至少 1.2 m）。',
        ja: '土質に応じたのり面勾配、設計された土止め支保工、またはトレンチボックスにより壁面を保護します。掘削土や機械は端部から離して（少なくとも1.2 m）置きます。',
      },
    },
    {
      id: 'locate-buried-utilities',
      level: 'administrative',
      text: {
        fr: "Localiser les services souterrains avant de creuser (au Québec, Info-Excavation); inspection quotidienne des parois par une personne compétente; échelles d'accès à intervalles réguliers; aucune entrée sans protection des parois.",
        en: 'Locate buried utilities before digging (locate service); daily inspection of the walls by a competent person; access ladders at regular intervals; no entry without wall protection.',
        es: 'Localizar los servicios enterrados antes de excavar (servicio de localización de redes); inspección diaria de las paredes por una persona competente; escaleras de acceso a intervalos regulares; ninguna entrada sin protección de las paredes.',
        de: 'Erdverlegte Leitungen vor dem Graben orten lassen (Leitungsauskunft); tägliche Prüfung der Wände durch eine fachkundige Person; Zugangsleitern in regelmäßigen Abständen; kein Betreten ohne Sicherung der Wände.',
        pt: 'Localizar as redes subterrâneas antes de escavar (serviço de localização de interferências); inspeção diária das paredes por pessoa competente; escadas de acesso a intervalos regulares; nenhuma entrada sem proteção das paredes.',
        zh: '开挖前定位地下管线（管线探测服务）；由有能力的人员每日检查沟壁；按一定间距设置上下梯子；沟壁无防护时禁止进入。',
        ja: '掘削前に埋設物の位置を確認します（埋設物照会サービス）。力量のある者が毎日壁面を点検します。一定間隔で昇降用のはしごを設け、壁面の保護なしでの立入りを禁止します。',
      },
      international: {
        fr: "Localiser les services souterrains avant de creuser (service de localisation); inspection quotidienne des parois par une personne compétente; échelles d'accès à intervalles réguliers; aucune entrée sans protection des parois.",
        en: 'Locate buried utilities before digging (locate service); daily inspection of the walls by a competent person; access ladders at regular intervals; no entry without wall protection.',
        es: 'Localizar los servicios enterrados antes de excavar (servicio de localización de redes); inspección diaria de las paredes por una persona competente; escaleras de acceso a intervalos regulares; ninguna entrada sin protección de las paredes.',
        de: 'Erdverlegte Leitungen vor dem Graben orten lassen (Leitungsauskunft); tägliche Prüfung der Wände durch eine fachkundige Person; Zugangsleitern in regelmäßigen Abständen; kein Betreten ohne Sicherung der Wände.',
        pt: 'Localizar as redes subterrâneas antes de escavar (serviço de localização de interferências); inspeção diária das paredes por pessoa competente; escadas de acesso a intervalos regulares; nenhuma entrada sem proteção das paredes.',
        zh: '开挖前定位地下管线（管线探测服务）；由有能力的人员每日检查沟壁；按一定间距设置上下梯子；沟壁无防护时禁止进入。',
        ja: '掘削前に埋設物の位置を確認します（埋設物照会サービス）。力量のある者が毎日壁面を点検します。一定間隔で昇降用のはしごを設け、壁面の保護なしでの立入りを禁止します。',
      },
    },
    {
      id: 'hard-hat-safety',
      level: 'ppe',
      text: {
        fr: 'Casque, bottes de sécurité et vêtements à haute visibilité.',
        en: 'Hard hat, safety boots and high-visibility clothing.',
        es: 'Casco de protección, botas de seguridad y ropa de alta visibilidad.',
        de: 'Schutzhelm, Sicherheitsstiefel und Warnkleidung.',
        pt: 'Capacete, botas de segurança e vestimenta de alta visibilidade.',
        zh: '安全帽、安全靴和高可视性警示服。',
        ja: '保護帽、安全靴、高視認性の服を着用します。',
      },
    },
  ],
  citations: general('excavations-trenches', 'construction'),
  sectors: [
    'construction',
    'professional_services',
    'mining_metals',
    'renewable_energy',
    'public_administration',
  ],
};
