import type { Hazard } from '../../types';
import { general } from '../citations';
import { LIFTING_SUBJECT } from './shared-citations';

/** Suspended load: overhead crane or crane lifting. */
export const craneSuspendedLoad: Hazard = {
  id: 'crane-suspended-load',
  family: 'lifting_rigging',
  name: {
    fr: 'Charge suspendue : levage par pont roulant ou grue',
    en: 'Suspended load: overhead crane or crane lifting',
    es: 'Carga suspendida: izado con puente grúa o grúa',
    de: 'Schwebende Last: Heben mit Brückenkran oder Kran',
    pt: 'Carga suspensa: içamento com ponte rolante ou guindaste',
    zh: '悬吊荷载：桥式起重机或起重机吊装',
    ja: 'つり荷：天井クレーン・クレーンによる揚重',
  },
  description: {
    fr: "Chute, balancement ou heurt d'une charge levée par pont roulant, palan ou grue mobile; renversement de la grue; personne sous la charge.",
    en: 'A load lifted by overhead crane, hoist or mobile crane dropping, swinging or striking someone; crane overturning; person under the load.',
    es: 'Carga izada por puente grúa, polipasto o grúa móvil que cae, oscila o golpea a alguien; vuelco de la grúa; persona bajo la carga.',
    de: 'Eine von einem Brückenkran, Hebezeug oder Mobilkran angehobene Last fällt herab, pendelt oder trifft eine Person; Umkippen des Krans; Person unter der Last.',
    pt: 'Carga içada por ponte rolante, talha ou guindaste móvel que cai, balança ou atinge alguém; tombamento do guindaste; pessoa sob a carga.',
    zh: '桥式起重机、电动葫芦或流动式起重机起吊的重物坠落、摆动或撞击人员；起重机倾覆；人员位于吊物下方。',
    ja: '天井クレーン、ホイスト、移動式クレーンでつり上げた荷が落下したり、振れたり、人に激突したりするおそれがあります。クレーンの転倒や、つり荷の下に人がいる危険もあります。',
  },
  likelihood: 2,
  severity: 5,
  controls: [
    {
      id: 'lifting-devices-load',
      level: 'engineering',
      text: {
        fr: "Équiper les appareils de limiteurs de charge et de fin de course et de crochets à linguet de sécurité; pour les grues mobiles, indicateur de moment de charge et stabilisateurs calés sur des plaques d'appui.",
        en: 'Fit lifting devices with load and travel limiters and hooks with safety latches; for mobile cranes, a load moment indicator and outriggers on cribbing pads.',
        es: 'Equipar los aparatos de elevación con limitadores de carga y de recorrido y ganchos con pestillo de seguridad; en las grúas móviles, indicador de momento de carga y estabilizadores apoyados sobre placas de reparto.',
        de: 'Hebezeuge mit Überlastsicherung, Endschaltern und Haken mit Sicherheitsfalle ausrüsten; bei Mobilkranen Lastmomentanzeige und Abstützungen auf lastverteilenden Unterlagen.',
        pt: 'Equipar os equipamentos de içamento com limitadores de carga e de fim de curso e ganchos com trava de segurança; nos guindastes móveis, indicador de momento de carga e patolas apoiadas sobre calços/placas de apoio.',
        zh: '起重设备配备起重量限制器和行程限位器，吊钩配备防脱钩装置；流动式起重机配备力矩限制器，支腿下垫设支垫。',
        ja: 'つり上げ装置には過負荷防止装置と巻過ぎ・走行のリミットスイッチを、フックには外れ止め装置を備えます。移動式クレーンにはモーメントリミッタ（荷重モーメント表示装置）を備え、アウトリガーを敷板の上に張り出します。',
      },
    },
    {
      id: 'lift-plan-critical',
      level: 'administrative',
      text: {
        fr: 'Plan de levage pour les levages critiques; respecter la capacité nominale et la charte de charge; baliser la zone sous la charge et y interdire le passage; guider la charge avec des câbles de guidage.',
        en: 'Lift plan for critical lifts; stay within rated capacity and the load chart; barricade the area under the load and keep everyone out; control the load with tag lines.',
        es: 'Plan de izado para los izados críticos; no superar la capacidad nominal ni la tabla de cargas; balizar la zona bajo la carga e impedir el paso; guiar la carga con cuerdas guía.',
        de: 'Hebeplan für kritische Hubvorgänge; Nenntragfähigkeit und Traglasttabelle einhalten; den Bereich unter der Last absperren und von Personen freihalten; die Last mit Führungsseilen führen.',
        pt: 'Plano de içamento (rigging) para içamentos críticos; respeitar a capacidade nominal e a tabela de carga; isolar a área sob a carga e manter todos fora dela; controlar a carga com cabos-guia.',
        zh: '关键吊装编制吊装方案；不超过额定起重量和起重性能表；吊物下方区域设置围挡，禁止人员进入；用溜绳控制吊物。',
        ja: '重要なつり上げ作業には揚重計画を作成します。定格荷重と定格荷重表の範囲内で作業し、つり荷の下の区域をバリケードで区画して立入りを禁止します。つり荷は介錯ロープで制御します。',
      },
    },
    {
      id: 'operation-qualified-operators',
      level: 'administrative',
      text: {
        fr: 'Manœuvre par des opérateurs qualifiés avec un signaleur désigné et un code de signaux convenu; inspection quotidienne et inspection périodique documentée des appareils.',
        en: 'Operation by qualified operators with a designated signal person and agreed signals; daily inspection and documented periodic inspection of the equipment.',
        es: 'Maniobra a cargo de operadores cualificados con un señalista designado y un código de señales acordado; inspección diaria e inspección periódica documentada de los equipos.',
        de: 'Bedienung durch qualifizierte Kranführer mit einem benannten Einweiser und vereinbarten Zeichen; tägliche Kontrolle und dokumentierte wiederkehrende Prüfung der Geräte.',
        pt: 'Operação por operadores qualificados, com sinaleiro designado e sinais combinados; inspeção diária e inspeção periódica documentada do equipamento.',
        zh: '由具备资格的司机操作，配备指定的指挥人员并采用约定的指挥信号；对设备进行每日检查和有记录的定期检验。',
        ja: '有資格の運転者が、指名された合図者と取り決めた合図に従って運転します。機器の毎日の点検と、記録を残す定期点検を行います。',
      },
    },
    {
      id: 'hard-hat-safety',
      level: 'ppe',
      text: {
        fr: 'Casque de sécurité, chaussures de sécurité et gants pour les élingueurs.',
        en: 'Hard hat, safety footwear and gloves for riggers.',
        es: 'Casco de protección, calzado de seguridad y guantes para los estrobadores.',
        de: 'Schutzhelm, Sicherheitsschuhe und Handschuhe für Anschläger.',
        pt: 'Capacete de segurança, calçado de segurança e luvas para os amarradores de carga.',
        zh: '司索工佩戴安全帽、穿安全鞋、戴手套。',
        ja: '玉掛け作業者は保護帽、安全靴、手袋を着用します。',
      },
    },
  ],
  citations: general(LIFTING_SUBJECT, 'both'),
  sectors: [
    'construction',
    'manufacturing',
    'mining_metals',
    'renewable_energy',
    'transportation_warehousing',
    'automotive',
  ],
  relatedFamilies: ['falling_objects'],
};
