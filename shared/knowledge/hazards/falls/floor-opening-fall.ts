import type { Hazard } from '../../types';
import { FALLS } from '../rows-safety';
import { INTERNATIONAL, othersFalls } from './shared-citations';

/** Fall through a floor or roof opening. */
export const floorOpeningFall: Hazard = {
  id: 'floor-opening-fall',
  family: 'falls',
  name: {
    fr: 'Chute par une ouverture dans un plancher ou un toit',
    en: 'Fall through a floor or roof opening',
    es: 'Caída por un hueco de forjado o tejado',
    de: 'Absturz durch Boden- oder Dachöffnungen',
    pt: 'Queda por abertura no piso ou telhado',
    zh: '楼板或屋面洞口坠落',
    ja: '床・屋根の開口部からの墜落',
  },
  description: {
    fr: 'Chute par une trémie, un puits, un regard ou un puits de lumière non protégé, ou par un couvercle mal fixé ou trop faible.',
    en: 'Fall through an unprotected floor opening, shaft, manhole or skylight, or through a cover that is not secured or too weak.',
    es: 'Caída a través de un hueco en el suelo, un pozo, una boca de registro o un lucernario sin protección, o a través de una tapa no fijada o demasiado débil.',
    de: 'Absturz durch eine ungesicherte Bodenöffnung, einen Schacht, ein Mannloch oder ein Oberlicht oder durch eine nicht gesicherte oder nicht ausreichend tragfähige Abdeckung.',
    pt: 'Queda por abertura desprotegida no piso, poço, poço de visita ou claraboia, ou através de uma tampa não fixada ou insuficientemente resistente.',
    zh: '从无防护的楼板洞口、竖井、检查井或采光天窗坠落，或因盖板未固定或强度不足而坠落。',
    ja: '保護されていない床開口部、シャフト、マンホール、天窓から、または固定されていない、もしくは強度不足のふたを踏み抜いて墜落するおそれがあります。',
  },
  likelihood: 3,
  severity: 5,
  controls: [
    {
      id: 'close-openings-permanently',
      level: 'elimination',
      text: {
        fr: 'Refermer définitivement les ouvertures dès que la séquence des travaux le permet.',
        en: 'Close openings permanently as soon as the work sequence allows.',
        es: 'Cerrar los huecos de forma definitiva en cuanto la secuencia de los trabajos lo permita.',
        de: 'Öffnungen endgültig schließen, sobald der Bauablauf es zulässt.',
        pt: 'Fechar as aberturas em definitivo assim que a sequência dos trabalhos permitir.',
        zh: '在施工顺序允许时尽早永久封闭洞口。',
        ja: '作業手順上可能になりしだい、開口部を恒久的に閉鎖します。',
      },
    },
    {
      id: 'cover-opening-secured',
      level: 'engineering',
      text: {
        fr: "Couvrir chaque ouverture d'un couvercle fixé, capable de supporter les charges prévues et identifié « OUVERTURE — NE PAS RETIRER », ou l'entourer de garde-corps; poser des grilles ou écrans sous les puits de lumière.",
        en: 'Cover every opening with a secured cover able to bear the expected loads and marked "OPENING — DO NOT REMOVE", or surround it with guardrails; fit screens or grids under skylights.',
        es: 'Cubrir cada hueco con una tapa fijada, capaz de soportar las cargas previstas y marcada «HUECO — NO RETIRAR», o rodearlo de barandillas; colocar rejillas o mallas bajo los lucernarios.',
        de: 'Jede Öffnung mit einer gegen Verschieben gesicherten Abdeckung verschließen, die für die zu erwartenden Lasten ausgelegt und mit „ÖFFNUNG – NICHT ENTFERNEN“ beschriftet ist, oder sie mit Seitenschutz umwehren; unter Oberlichtern Schutzgitter oder Roste anbringen.',
        pt: 'Cobrir cada abertura com uma tampa fixada, capaz de suportar as cargas previstas e marcada “ABERTURA — NÃO REMOVER”, ou cercá-la com guarda-corpos; instalar telas ou grades sob as claraboias.',
        zh: '每个洞口均用能承受预期荷载、已固定并标有“洞口——禁止移开”的盖板覆盖，或在四周设置防护栏杆；在采光天窗下方加装防护网或格栅。',
        ja: 'すべての開口部を、想定荷重に耐え、固定され、「開口部 — 取り外し禁止」と表示したふたで覆うか、周囲に手すりを設置します。天窓の下には防護スクリーンまたは格子を取り付けます。',
      },
    },
    {
      id: 'check-openings-daily',
      level: 'administrative',
      text: {
        fr: "Vérifier les ouvertures à l'inspection quotidienne; n'autoriser le retrait d'un couvercle qu'avec une mesure de remplacement; baliser les ouvertures temporaires.",
        en: 'Check openings at the daily inspection; allow a cover to be removed only with a substitute measure in place; mark temporary openings.',
        es: 'Revisar los huecos en la inspección diaria; permitir la retirada de una tapa solo con una medida sustitutoria implantada; señalizar los huecos provisionales.',
        de: 'Öffnungen bei der täglichen Kontrolle prüfen; das Entfernen einer Abdeckung nur mit einer Ersatzmaßnahme zulassen; vorübergehende Öffnungen kennzeichnen.',
        pt: 'Verificar as aberturas na inspeção diária; permitir a remoção de uma tampa somente com uma medida substitutiva implantada; sinalizar as aberturas temporárias.',
        zh: '每日检查时核查洞口；只有在替代措施到位时方可移开盖板；对临时洞口设置标识。',
        ja: '毎日の点検で開口部を確認します。ふたの取り外しは代替措置を講じた場合に限って許可し、仮設の開口部には表示をします。',
      },
    },
    {
      id: 'harness-connected-anchor',
      level: 'ppe',
      text: {
        fr: "Harnais relié à un ancrage pour poser ou retirer un couvercle ou travailler près d'une ouverture non protégée.",
        en: 'Harness connected to an anchor to fit or remove a cover or work near an unprotected opening.',
        es: 'Arnés conectado a un punto de anclaje para colocar o retirar una tapa o trabajar cerca de un hueco sin protección.',
        de: 'Auffanggurt an einem Anschlagpunkt, um eine Abdeckung anzubringen oder zu entfernen oder in der Nähe einer ungesicherten Öffnung zu arbeiten.',
        pt: 'Cinturão de segurança tipo paraquedas conectado a um ponto de ancoragem para instalar ou remover uma tampa ou trabalhar perto de uma abertura desprotegida.',
        zh: '安装或移开盖板、在无防护洞口附近作业时，佩戴连接挂点的安全带。',
        ja: 'ふたの取付け・取外し、または保護されていない開口部の近くでの作業では、取付設備（アンカー）に接続したフルハーネスを使用します。',
      },
    },
  ],
  citations: [
    FALLS.qc,
    FALLS.qcHarness,
    FALLS.cstcAnchor,
    FALLS.onGuardrails,
    FALLS.onConstruction,
    FALLS.bc,
    FALLS.bcPart4,
    FALLS.ab,
    FALLS.federal,
    ...othersFalls('both'),
    ...INTERNATIONAL,
  ],
  sectors: ['construction', 'manufacturing', 'mining_metals', 'renewable_energy'],
};
