import type { Hazard } from '../../types';
import { GUARDING_CITATIONS } from './shared-citations';

/** Woodworking saw: blade contact and kickback. */
export const woodworkingSaw: Hazard = {
  id: 'woodworking-saw',
  family: 'machinery',
  name: {
    fr: 'Scie à bois : contact avec la lame et recul de la pièce',
    en: 'Woodworking saw: blade contact and kickback',
    es: 'Sierra para madera: contacto con la hoja y retroceso',
    de: 'Holzbearbeitungssäge: Kontakt mit dem Sägeblatt und Rückschlag',
    pt: 'Serra para madeira: contato com a lâmina e retrocesso',
    zh: '木工锯：锯片接触与反弹',
    ja: '木材加工用のこ盤：のこ刃への接触・反発',
  },
  description: {
    fr: "Scie à table, scie radiale, scie à onglet ou scie à ruban sans protège-lame ni couteau diviseur : coupure ou amputation des doigts, projection de la pièce vers l'opérateur.",
    en: 'Table saw, radial arm saw, mitre saw or band saw without blade guard or riving knife: cut or amputated fingers, workpiece thrown back at the operator.',
    es: 'Sierra circular de mesa, sierra radial, ingletadora o sierra de cinta sin protector de disco ni cuchillo divisor: corte o amputación de dedos, pieza proyectada hacia el operador.',
    de: 'Tischkreissäge, Radialarmsäge, Kappsäge oder Bandsäge ohne Schutzhaube oder Spaltkeil: Schnittverletzung oder Amputation von Fingern, Rückschlag des Werkstücks zum Bediener.',
    pt: 'Serra circular de bancada, serra radial, serra de esquadria ou serra de fita sem protetor da lâmina ou cutelo divisor: corte ou amputação de dedos, peça arremessada de volta contra o operador.',
    zh: '台锯、摇臂锯、斜切锯或带锯未装锯片防护罩或分料刀：手指割伤或切断，工件向操作人员反弹飞出。',
    ja: '歯の接触予防装置や割刃のない丸のこ盤、ラジアルソー、卓上丸のこ、帯のこ盤により、指の切創や切断、加工材の作業者側への反発（キックバック）が生じるおそれがあります。',
  },
  likelihood: 3,
  severity: 4,
  controls: [
    {
      id: 'replace-conventional-table',
      level: 'substitution',
      text: {
        fr: 'Remplacer les scies à table conventionnelles par des scies à détection de contact et freinage de la lame, ou par une scie à panneaux à chariot pour les grandes pièces.',
        en: 'Replace conventional table saws with saws that detect skin contact and brake the blade, or with a sliding panel saw for large workpieces.',
        es: 'Sustituir las sierras circulares de mesa convencionales por sierras que detectan el contacto con la piel y frenan el disco, o por una escuadradora con carro para las piezas grandes.',
        de: 'Herkömmliche Tischkreissägen durch Sägen mit Hautkontakterkennung und Sägeblattbremse oder für große Werkstücke durch eine Formatkreissäge ersetzen.',
        pt: 'Substituir as serras circulares de bancada convencionais por serras que detectam o contato com a pele e freiam a lâmina, ou por uma serra esquadrejadeira com carro deslizante para peças grandes.',
        zh: '以能检测皮肤接触并制动锯片的锯机替代普通台锯，大型工件使用推台锯。',
        ja: '従来の丸のこ盤を、皮膚との接触を検知して刃を停止させるのこ盤に置き換えるか、大きな加工材にはスライド式パネルソーを使用します。',
      },
    },
    {
      id: 'self-adjusting-blade',
      level: 'engineering',
      text: {
        fr: "Maintenir en place le protège-lame autoréglable, le couteau diviseur et les dispositifs anti-recul; frein moteur et arrêt d'urgence accessible; lame réglée au plus bas utile.",
        en: 'Keep the self-adjusting blade guard, riving knife and anti-kickback devices in place; motor brake and accessible emergency stop; blade set no higher than needed.',
        es: 'Mantener colocados el protector de disco autorregulable, el cuchillo divisor y los dispositivos antirretroceso; freno motor y parada de emergencia accesible; disco regulado a la altura mínima necesaria.',
        de: 'Die selbsteinstellende Schutzhaube, den Spaltkeil und die Rückschlagsicherungen angebracht lassen; Motorbremse und gut erreichbarer Not-Halt; Sägeblatt nicht höher einstellen als nötig.',
        pt: 'Manter no lugar a coifa de proteção autoajustável, o cutelo divisor e os dispositivos antirrecuo; freio do motor e parada de emergência acessível; lâmina regulada não mais alta do que o necessário.',
        zh: '保持自调式锯片防护罩、分料刀和防反弹装置就位；电机制动和便于触及的急停装置；锯片伸出高度不超过所需。',
        ja: '自動調整式の歯の接触予防装置、割刃、反ぱつ予防装置を常に取り付けておきます。モーターブレーキと手の届く非常停止装置を設け、刃の出は必要最小限にします。',
      },
    },
    {
      id: 'always-push-sticks',
      level: 'administrative',
      text: {
        fr: 'Utiliser systématiquement poussoirs et guides; interdire le retrait des protecteurs; réserver les machines aux travailleurs formés; cadenasser pour changer la lame.',
        en: 'Always use push sticks and jigs; forbid removing guards; restrict machines to trained workers; lock out to change the blade.',
        es: 'Utilizar siempre empujadores y guías; prohibir la retirada de los resguardos; reservar las máquinas a los trabajadores formados; consignar para cambiar el disco.',
        de: 'Stets Schiebestöcke und Vorrichtungen verwenden; das Entfernen von Schutzeinrichtungen verbieten; die Maschinen nur unterwiesenen Beschäftigten überlassen; zum Sägeblattwechsel gegen Wiedereinschalten sichern (LOTO).',
        pt: 'Usar sempre empurradores e gabaritos; proibir a remoção das proteções; restringir as máquinas a trabalhadores treinados; bloquear a máquina para trocar a lâmina.',
        zh: '始终使用推料棒和靠模；禁止拆除防护装置；机器仅限经过培训的人员使用；更换锯片时实施上锁挂牌。',
        ja: '押し棒と治具を必ず使用します。ガードの取り外しを禁止し、機械の使用は教育を受けた作業者に限ります。刃の交換時はロックアウトします。',
      },
    },
    {
      id: 'safety-glasses-face',
      level: 'ppe',
      text: {
        fr: 'Lunettes de sécurité ou écran facial et protecteurs auditifs; aucun gant près de la lame.',
        en: 'Safety glasses or face shield and hearing protection; no gloves near the blade.',
        es: 'Gafas de seguridad o pantalla facial y protectores auditivos; nada de guantes cerca del disco.',
        de: 'Schutzbrille oder Gesichtsschutzschirm und Gehörschutz; keine Handschuhe in der Nähe des Sägeblatts.',
        pt: 'Óculos de segurança ou protetor facial e protetor auditivo; nenhuma luva perto da lâmina.',
        zh: '防护眼镜或面罩及护听器；锯片附近禁止戴手套。',
        ja: '保護めがねまたは防災面と防音保護具を着用します。刃の近くでは手袋を着用しません。',
      },
    },
  ],
  citations: GUARDING_CITATIONS,
  sectors: ['manufacturing', 'construction', 'forestry_sawmills', 'education'],
};
