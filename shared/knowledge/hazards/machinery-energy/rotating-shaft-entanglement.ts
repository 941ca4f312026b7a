import type { Hazard } from '../../types';
import { GUARDING_CITATIONS } from './shared-citations';

/** Exposed rotating shafts and parts (entanglement). */
export const rotatingShaftEntanglement: Hazard = {
  id: 'rotating-shaft-entanglement',
  family: 'machinery',
  name: {
    fr: 'Arbres et pièces en rotation accessibles (happement)',
    en: 'Exposed rotating shafts and parts (entanglement)',
    es: 'Ejes y piezas giratorios expuestos (atrapamiento)',
    de: 'Freiliegende rotierende Wellen und Teile (Erfassen)',
    pt: 'Eixos e peças rotativas expostos (arrastamento)',
    zh: '外露旋转轴及部件（卷入）',
    ja: '露出した回転軸・回転部（巻き込まれ）',
  },
  description: {
    fr: 'Arbres de transmission, accouplements, poulies, courroies, engrenages, mandrins ou arbres de prise de force non protégés : happement des vêtements, des cheveux ou des gants, pouvant être mortel.',
    en: 'Unguarded drive shafts, couplings, pulleys, belts, gears, chucks or power take-off shafts: clothing, hair or gloves caught and wound in, which can be fatal.',
    es: 'Ejes de transmisión, acoplamientos, poleas, correas, engranajes, platos de sujeción o ejes de toma de fuerza sin protección: ropa, pelo o guantes atrapados y enrollados, lo que puede ser mortal.',
    de: 'Ungeschützte Antriebswellen, Kupplungen, Riemenscheiben, Riemen, Zahnräder, Spannfutter oder Gelenkwellen (Zapfwellen): Kleidung, Haare oder Handschuhe werden erfasst und aufgewickelt, was tödlich sein kann.',
    pt: 'Eixos de transmissão, acoplamentos, polias, correias, engrenagens, placas de fixação (mandris) ou eixos cardã de tomada de força (TDP) sem proteção: roupas, cabelos ou luvas agarrados e enrolados, o que pode ser fatal.',
    zh: '无防护的传动轴、联轴器、皮带轮、皮带、齿轮、卡盘或动力输出轴：衣物、头发或手套被卷入缠绕，可能致命。',
    ja: '保護されていない駆動軸、継手（カップリング）、プーリー、ベルト、歯車、チャック、動力取出軸（PTO軸）に、衣服、髪、手袋が巻き込まれ、死亡に至るおそれがあります。',
  },
  likelihood: 3,
  severity: 5,
  controls: [
    {
      id: 'enclosed-drives',
      level: 'substitution',
      text: {
        fr: "À l'achat, choisir des équipements à transmission encoffrée ou à entraînement direct.",
        en: 'When buying, choose equipment with enclosed or direct drives.',
        es: 'En la compra, elegir equipos con transmisión cerrada o accionamiento directo.',
        de: 'Beim Kauf Arbeitsmittel mit gekapseltem Antrieb oder Direktantrieb wählen.',
        pt: 'Na compra, escolher equipamentos com transmissão enclausurada ou acionamento direto.',
        zh: '采购时选择传动部件封闭或直接驱动的设备。',
        ja: '購入時には、駆動部が覆われた設備または直結駆動の設備を選定します。',
      },
    },
    {
      id: 'enclose-shafts-couplings',
      level: 'engineering',
      text: {
        fr: "Enfermer arbres, accouplements, poulies, courroies et engrenages dans des protecteurs fixes; sur les tracteurs, maintenir en place le protecteur de l'arbre de prise de force et le bouclier du tracteur.",
        en: "Enclose shafts, couplings, pulleys, belts and gears in fixed guards; on tractors, keep the PTO shaft guard and the tractor's master shield in place.",
        es: 'Encerrar ejes, acoplamientos, poleas, correas y engranajes en resguardos fijos; en los tractores, mantener colocados el protector del eje de la toma de fuerza y el protector principal del tractor.',
        de: 'Wellen, Kupplungen, Riemenscheiben, Riemen und Zahnräder mit feststehenden trennenden Schutzeinrichtungen umschließen; an Traktoren den Gelenkwellenschutz und den Zapfwellen-Schutzschild des Traktors angebracht lassen.',
        pt: 'Enclausurar eixos, acoplamentos, polias, correias e engrenagens com proteções fixas; nos tratores, manter no lugar a proteção do eixo cardã da TDP e a proteção principal (escudo) do trator.',
        zh: '用固定式防护装置封闭传动轴、联轴器、皮带轮、皮带和齿轮；拖拉机上保持动力输出轴防护罩和拖拉机主护罩就位。',
        ja: '軸、継手、プーリー、ベルト、歯車を固定式ガードで囲います。トラクターでは、PTO軸のガードとトラクター側のマスターシールドを常に取り付けておきます。',
      },
    },
    {
      id: 'machine-tools-interlocked',
      level: 'engineering',
      text: {
        fr: "Sur les machines-outils (tours, perceuses), installer un protecteur de mandrin interverrouillé et un arrêt d'urgence à portée de main.",
        en: 'On machine tools (lathes, drill presses), fit an interlocked chuck guard and an emergency stop within reach.',
        es: 'En las máquinas herramienta (tornos, taladros de columna), instalar un resguardo del plato con enclavamiento y una parada de emergencia al alcance de la mano.',
        de: 'An Werkzeugmaschinen (Drehmaschinen, Säulenbohrmaschinen) einen verriegelten Futterschutz und einen Not-Halt in Reichweite anbringen.',
        pt: 'Nas máquinas-ferramenta (tornos, furadeiras de coluna), instalar uma proteção intertravada da placa (mandril) e uma parada de emergência ao alcance.',
        zh: '在机床（车床、钻床）上安装联锁式卡盘防护罩，并在伸手可及处设置急停装置。',
        ja: '工作機械（旋盤、ボール盤）には、インターロック付きのチャックガードと、手の届く位置に非常停止装置を設けます。',
      },
    },
    {
      id: 'stop-lock-out',
      level: 'administrative',
      text: {
        fr: 'Arrêter et cadenasser avant toute intervention; interdire vêtements amples, cheveux longs non attachés, bijoux et gants près des pièces en rotation; inspecter les protecteurs.',
        en: 'Stop and lock out before any intervention; forbid loose clothing, untied long hair, jewellery and gloves near rotating parts; inspect guards.',
        es: 'Detener y consignar antes de cualquier intervención; prohibir la ropa holgada, el pelo largo suelto, las joyas y los guantes cerca de las piezas en rotación; inspeccionar los resguardos.',
        de: 'Vor jedem Eingriff stillsetzen und gegen Wiedereinschalten sichern (LOTO); weite Kleidung, offene lange Haare, Schmuck und Handschuhe in der Nähe rotierender Teile verbieten; Schutzeinrichtungen prüfen.',
        pt: 'Parar e bloquear antes de qualquer intervenção; proibir roupas folgadas, cabelos longos soltos, adornos e luvas perto de partes rotativas; inspecionar as proteções.',
        zh: '任何作业前先停机并上锁挂牌；禁止在旋转部件附近穿宽松衣服、披散长发、佩戴首饰和戴手套；检查防护装置。',
        ja: '作業を行う前には必ず停止してロックアウトします。回転部の近くでは、だぶついた衣服、束ねていない長髪、装身具、手袋を禁止します。ガードを点検します。',
      },
    },
  ],
  citations: GUARDING_CITATIONS,
  sectors: ['manufacturing', 'forestry_sawmills', 'mining_metals', 'renewable_energy', 'agriculture'],
};
