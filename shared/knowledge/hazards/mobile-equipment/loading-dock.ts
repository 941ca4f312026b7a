import type { Hazard } from '../../types';
import { MOBILE } from '../rows-safety';
import { OTHERS_MOBILE } from './shared-citations';

/** Loading dock: trailer creep or early departure. */
export const loadingDock: Hazard = {
  id: 'loading-dock',
  family: 'mobile_equipment',
  name: {
    fr: 'Quai de chargement : départ inopiné ou glissement de la remorque',
    en: 'Loading dock: trailer creep or early departure',
    es: 'Muelle de carga: desplazamiento o salida prematura del remolque',
    de: 'Laderampe: Wegrollen oder vorzeitiges Abfahren des Anhängers',
    pt: 'Doca de carregamento: deslocamento ou partida antecipada da carreta',
    zh: '装卸月台：挂车溜车或提前驶离',
    ja: '荷積みドック：トレーラーの動き出し・早期発進',
  },
  description: {
    fr: "Camion qui quitte le quai ou remorque qui glisse pendant qu'un chariot élévateur y circule; chariot qui tombe du quai; bordure de quai non protégée; remorque dételée qui bascule.",
    en: 'Truck pulling away or trailer creeping while a forklift is inside; forklift falling off the dock; unprotected dock edge; uncoupled trailer tipping.',
    es: 'Camión que arranca o remolque que se desplaza mientras una carretilla elevadora está dentro; carretilla que cae del muelle; borde de muelle sin protección; remolque desenganchado que vuelca.',
    de: 'Lkw fährt ab oder Auflieger verschiebt sich, während sich ein Gabelstapler darin befindet; Stapler stürzt von der Rampe; ungesicherte Rampenkante; abgekoppelter Auflieger kippt.',
    pt: 'Caminhão que parte ou reboque que se desloca enquanto uma empilhadeira está dentro dele; empilhadeira que cai da doca; borda da doca desprotegida; reboque desengatado que tomba.',
    zh: '叉车在车内作业时卡车驶离或挂车滑移；叉车从装卸平台坠落；平台边缘无防护；脱挂的挂车倾翻。',
    ja: 'フォークリフトが荷台内にいる間にトラックが発進したり、トレーラーが動き出したりするおそれがあります。フォークリフトのドックからの転落、保護されていないドック端部、切り離したトレーラーの転倒のおそれもあります。',
  },
  likelihood: 2,
  severity: 5,
  controls: [
    {
      id: 'vehicle-restraints-hooking',
      level: 'engineering',
      text: {
        fr: 'Dispositifs de retenue de camion accrochés à la barre anti-encastrement, reliés à des feux de signalisation intérieurs et extérieurs; à défaut, cales de roue; niveleurs de quai adaptés; barrière de quai lorsque la porte est ouverte sans camion.',
        en: 'Vehicle restraints hooking the rear impact guard, interlocked with inside and outside signal lights; otherwise wheel chocks; suitable dock levelers; dock barrier when the door is open with no truck.',
        es: 'Sistemas de retención de camiones que se enganchan a la barra antiempotramiento, enclavados con semáforos interiores y exteriores; en su defecto, calzos de rueda; rampas niveladoras adecuadas; barrera de muelle cuando la puerta está abierta sin camión.',
        de: 'Lkw-Sicherungssysteme, die am Unterfahrschutz einhaken und mit Signalampeln innen und außen verriegelt sind; andernfalls Unterlegkeile; geeignete Überladebrücken; Rampenschranke, wenn das Tor ohne Lkw geöffnet ist.',
        pt: 'Travas de veículo que prendem o para-choque traseiro, intertravadas com sinaleiras internas e externas; na falta delas, calços de roda; niveladoras de doca adequadas; barreira de doca quando a porta estiver aberta sem caminhão.',
        zh: '使用钩住后部防撞护栏的车辆止退装置，并与内外信号灯联锁；无此装置时使用车轮挡块；配备合适的装卸平台调节板；车门开启而无卡车停靠时设置平台护栏。',
        ja: 'リア突入防止装置に掛かる車両拘束装置を設け、屋内外の表示灯と連動させます。それがない場合は輪止めを使用します。適切なドックレベラーを設け、トラックがいない状態で扉が開いているときはドックバリアを設置します。',
      },
    },
    {
      id: 'jack-stands-under',
      level: 'engineering',
      text: {
        fr: "Chandelles sous l'avant des semi-remorques dételées.",
        en: 'Jack stands under the nose of uncoupled semi-trailers.',
        es: 'Soportes de apoyo bajo la parte delantera de los semirremolques desenganchados.',
        de: 'Stützböcke unter dem vorderen Ende abgekoppelter Sattelauflieger.',
        pt: 'Cavaletes de apoio sob a parte dianteira dos semirreboques desengatados.',
        zh: '在脱挂的半挂车前端下方设置支撑架。',
        ja: '切り離したセミトレーラーの前部の下にジャッキスタンドを置きます。',
      },
    },
    {
      id: 'dock-procedure-vehicle',
      level: 'administrative',
      text: {
        fr: 'Procédure de quai : véhicule immobilisé et clés remises avant le chargement; vérification du plancher de la remorque; éclairage intérieur de la remorque; bordure de quai marquée.',
        en: 'Dock procedure: vehicle secured and keys handed in before loading; check the trailer floor; light inside the trailer; dock edge marked.',
        es: 'Procedimiento de muelle: vehículo inmovilizado y llaves entregadas antes de la carga; comprobar el piso del remolque; iluminación en el interior del remolque; borde del muelle señalizado.',
        de: 'Verladeverfahren: Fahrzeug gesichert und Schlüssel vor dem Beladen abgegeben; Ladeboden des Aufliegers prüfen; Beleuchtung im Auflieger; Rampenkante gekennzeichnet.',
        pt: 'Procedimento de doca: veículo imobilizado e chaves entregues antes do carregamento; verificar o assoalho do reboque; iluminação no interior do reboque; borda da doca sinalizada.',
        zh: '装卸平台作业程序：装货前车辆已固定且钥匙已交出；检查挂车底板；挂车内照明；平台边缘设置标识。',
        ja: 'ドック作業手順を定めます。荷役の前に車両を固定してキーを預かり、トレーラーの床を確認し、トレーラー内部を照明し、ドック端部に表示をします。',
      },
    },
  ],
  citations: [
    MOBILE.qcTraining,
    MOBILE.qc,
    MOBILE.on,
    MOBILE.bc,
    MOBILE.ab,
    MOBILE.federal,
    ...OTHERS_MOBILE,
    MOBILE.us,
  ],
  sectors: ['transportation_warehousing', 'professional_services', 'manufacturing', 'retail'],
  relatedFamilies: ['falls'],
};
