import type { Hazard } from '../../types';
import { GUARDING_CITATIONS } from './shared-citations';

/** A guard removed, or an interlock, light curtain or safety switch bypassed. */
export const defeatedGuardInterlock: Hazard = {
  id: 'defeated-guard-interlock',
  family: 'machinery',
  name: {
    fr: 'Protecteur retiré ou dispositif de protection neutralisé (interverrouillage, rideau lumineux)',
    en: 'Guard removed or safety device bypassed (interlock, light curtain)',
    es: 'Resguardo retirado o dispositivo de protección anulado (enclavamiento, cortina fotoeléctrica)',
    de: 'Entfernte oder manipulierte Schutzeinrichtung (Verriegelung, Lichtvorhang)',
    pt: 'Proteção removida ou dispositivo de segurança burlado (intertravamento, cortina de luz)',
    zh: '防护装置被拆除或安全装置被屏蔽（联锁装置、光幕）',
    ja: 'ガードの取外し・安全装置の無効化（インターロック、ライトカーテン）',
  },
  description: {
    fr: "Protecteur non remis en place après un entretien ou un déblocage, ou interverrouillage, rideau lumineux ou interrupteur de sécurité shunté, neutralisé avec du ruban adhésif ou au moyen d'un actionneur de rechange, souvent pour gagner du temps, maintenir la production ou venir à bout de bourrages fréquents : plus rien ne sépare le travailleur des pièces en mouvement; amputation, écrasement, décès.",
    en: 'A guard left off after maintenance or jam clearing, or an interlock, light curtain or safety switch bypassed, taped over or defeated with a spare actuator, often to save time, keep production going or deal with frequent jams: nothing is left between the worker and the moving parts; amputation, crushing, death.',
    es: 'Resguardo no vuelto a colocar tras un mantenimiento o un desatasco, o enclavamiento, cortina fotoeléctrica o interruptor de seguridad puenteado, anulado con cinta adhesiva o con un actuador de repuesto, a menudo para ganar tiempo, mantener la producción o hacer frente a atascos frecuentes: ya nada separa al trabajador de los elementos móviles; amputación, aplastamiento, muerte.',
    de: 'Nach Instandhaltung oder Störungsbeseitigung nicht wieder angebrachte Schutzeinrichtung oder eine Verriegelung, ein Lichtvorhang oder ein Sicherheitsschalter, die überbrückt, abgeklebt oder mit einem Ersatzbetätiger umgangen wurden, oft um Zeit zu sparen, die Produktion am Laufen zu halten oder häufige Störungen zu beheben: Nichts trennt die Person mehr von den bewegten Teilen; Amputation, Quetschung, Tod.',
    pt: 'Proteção não recolocada após manutenção ou desobstrução, ou intertravamento, cortina de luz ou chave de segurança burlados com jumper, fita adesiva ou atuador reserva, muitas vezes para ganhar tempo, manter a produção ou lidar com travamentos frequentes: nada mais separa o trabalhador das partes móveis; amputação, esmagamento, morte.',
    zh: '维修或清堵后未复装防护装置，或联锁装置、光幕、安全开关被短接、用胶带屏蔽或用备用触发件骗过，多是为了省时、保产量或应付频繁卡料：劳动者与运动部件之间不再有任何防护；截肢、挤压、死亡。',
    ja: '保守や詰まり除去の後にガードが戻されていない、またはインターロック、ライトカーテン、安全スイッチが短絡、テープ止め、予備のアクチュエータの差込みなどで無効化されている状態です。時間の節約、生産の維持、頻繁な詰まりへの対処が理由であることが多く、作業者と可動部の間に何の防護もなくなり、切断、はさまれ、死亡に至るおそれがあります。',
  },
  likelihood: 3,
  severity: 5,
  controls: [
    {
      id: 'remove-reasons-reach-in',
      level: 'elimination',
      text: {
        fr: "Supprimer les raisons d'intervenir dans la zone dangereuse : corriger les causes des bourrages fréquents, déplacer les points de réglage, de lubrification et de nettoyage à l'extérieur des protecteurs, automatiser le chargement et le déchargement.",
        en: 'Remove the reasons to reach into the danger zone: correct the causes of frequent jams, move adjustment, lubrication and cleaning points outside the guards, automate loading and unloading.',
        es: 'Suprimir los motivos para acceder a la zona peligrosa: corregir las causas de los atascos frecuentes, trasladar los puntos de ajuste, lubricación y limpieza fuera de los resguardos, automatizar la carga y la descarga.',
        de: 'Die Gründe für Eingriffe in den Gefahrbereich beseitigen: Ursachen häufiger Störungen abstellen, Einstell-, Schmier- und Reinigungsstellen nach außerhalb der Schutzeinrichtungen verlegen, Be- und Entladen automatisieren.',
        pt: 'Eliminar os motivos para acessar a zona de perigo: corrigir as causas dos travamentos frequentes, transferir os pontos de ajuste, lubrificação e limpeza para fora das proteções, automatizar a carga e a descarga.',
        zh: '消除进入危险区的理由：排除频繁卡料的原因，将调整、润滑和清洁点移至防护装置外，实现上下料自动化。',
        ja: '危険区域に手を入れる理由をなくします。頻繁な詰まりの原因を取り除き、調整・給油・清掃の箇所をガードの外に移し、材料の投入・取出しを自動化します。',
      },
    },
    {
      id: 'tamper-resistant-interlocks',
      level: 'engineering',
      text: {
        fr: "Protecteurs fixes démontables seulement à l'aide d'un outil; interrupteurs d'interverrouillage codés ou difficiles à neutraliser (ISO 14119), hors de portée et surveillés par le circuit de sécurité; rideaux lumineux installés à la bonne distance de sécurité; mode de réglage et de déblocage sécuritaire (vitesse réduite, commande à action maintenue) pour qu'il ne soit jamais nécessaire de neutraliser une protection.",
        en: 'Fixed guards that can only be removed with a tool; coded or tamper-resistant interlock switches (ISO 14119), mounted out of reach and monitored by the safety circuit; light curtains at the right safety distance; a safe mode for setting and jam clearing (reduced speed, hold-to-run control) so that no one ever needs to defeat a safeguard.',
        es: 'Resguardos fijos que solo puedan retirarse con herramienta; interruptores de enclavamiento codificados o difíciles de anular (ISO 14119), fuera de alcance y supervisados por el circuito de seguridad; cortinas fotoeléctricas a la distancia de seguridad correcta; modo seguro de reglaje y desatasco (velocidad reducida, mando sensitivo) para que nunca sea necesario anular una protección.',
        de: 'Feststehende trennende Schutzeinrichtungen, die nur mit Werkzeug abnehmbar sind; codierte oder manipulationssichere Verriegelungseinrichtungen (ISO 14119), außerhalb der Reichweite montiert und vom Sicherheitskreis überwacht; Lichtvorhänge im richtigen Sicherheitsabstand; eine sichere Betriebsart zum Einrichten und zur Störungsbeseitigung (reduzierte Geschwindigkeit, Tippbetrieb), damit niemand eine Schutzeinrichtung manipulieren muss.',
        pt: 'Proteções fixas removíveis somente com ferramenta; chaves de intertravamento codificadas ou difíceis de burlar (ISO 14119), instaladas fora do alcance e monitoradas pelo circuito de segurança; cortinas de luz na distância de segurança correta; modo seguro de ajuste e desobstrução (velocidade reduzida, comando de ação continuada) para que nunca seja preciso burlar uma proteção.',
        zh: '固定式防护装置只能用工具拆卸；采用编码式或防篡改的联锁装置（ISO 14119），安装在不易触及的位置并由安全回路监控；光幕按正确的安全距离安装；提供安全的调整和清堵模式（降速、止-动控制），使任何人都无需屏蔽安全防护。',
        ja: '固定式ガードは工具を使わなければ取り外せないものとします。コード化された、または無効化しにくいインターロック装置（ISO 14119）を手の届かない位置に取り付け、安全回路で監視します。ライトカーテンは正しい安全距離に設置します。段取りや詰まり除去のための安全な運転モード（低速、ホールド・ツー・ラン制御）を設け、誰も安全防護を無効化する必要がないようにします。',
      },
    },
    {
      id: 'investigate-bypass-supervise',
      level: 'administrative',
      text: {
        fr: 'Chercher avec les travailleurs pourquoi ils neutralisent les protections (pression de production, bourrages fréquents, protecteur qui nuit à la tâche) et corriger la cause; procédure de contrôle des neutralisations : aucun dispositif neutralisé sans autorisation écrite, mesures compensatoires et cadenassage, remise en fonction avant le redémarrage; vérifier les protecteurs et essayer les interverrouillages à chaque quart; supervision et mesures disciplinaires appliquées de façon constante, y compris aux superviseurs qui tolèrent les contournements.',
        en: 'Find out with the workers why they bypass safeguards (production pressure, frequent jams, a guard that hinders the task) and fix the cause; bypass-control procedure: no device defeated without written authorization, alternative measures and lockout, and restored before restart; check guards and test interlocks every shift; supervision and discipline applied consistently, including to supervisors who tolerate bypassing.',
        es: 'Averiguar con los trabajadores por qué anulan las protecciones (presión de producción, atascos frecuentes, resguardos que dificultan la tarea) y corregir la causa; procedimiento de control de anulaciones: ningún dispositivo anulado sin autorización por escrito, medidas alternativas y consignación, y restablecido antes de volver a poner en marcha la máquina; comprobar los resguardos y probar los enclavamientos en cada turno; supervisión y medidas disciplinarias aplicadas de forma coherente, también a los mandos que toleran las anulaciones.',
        de: 'Gemeinsam mit den Beschäftigten ermitteln, warum Schutzeinrichtungen umgangen werden (Produktionsdruck, häufige Störungen, Schutzeinrichtungen, die die Arbeit behindern), und die Ursache beseitigen; Verfahren für das Überbrücken von Schutzeinrichtungen: keine Überbrückung ohne schriftliche Freigabe, Ersatzmaßnahmen und Sicherung gegen Wiedereinschalten, Wiederherstellung vor dem Wiederanlauf; Schutzeinrichtungen in jeder Schicht prüfen und Verriegelungen testen; Aufsicht und konsequentes Durchgreifen, auch gegenüber Vorgesetzten, die Manipulationen dulden.',
        pt: 'Investigar com os trabalhadores por que as proteções são burladas (pressão por produção, travamentos frequentes, proteções que atrapalham a tarefa) e corrigir a causa; procedimento de controle de desativação: nenhum dispositivo desativado sem autorização por escrito, medidas alternativas e bloqueio, e restabelecido antes de nova partida; verificar as proteções e testar os intertravamentos a cada turno; supervisão e medidas disciplinares aplicadas de forma coerente, inclusive às chefias que toleram a burla.',
        zh: '与劳动者一起查明安全防护被屏蔽的原因（生产压力、频繁卡料、防护装置妨碍作业）并消除原因；制定安全装置旁路管控程序：未经书面批准、未采取替代措施并上锁挂牌，不得旁路任何装置，重新启动前必须恢复；每班检查防护装置并测试联锁；加强监督，一贯执行纪律处分，包括对默许屏蔽行为的管理人员。',
        ja: '作業者とともに安全防護が無効化される理由（生産の圧力、頻繁な詰まり、作業の妨げになるガード）を調べ、原因を取り除きます。無効化の管理手順を定め、書面による許可、代替措置、ロックアウトなしにはどの装置も無効化させず、再起動の前に必ず復旧させます。作業シフトごとにガードを確認し、インターロックを試験します。監督を行い、無効化を黙認する監督者も含めて一貫した処分を行います。',
      },
    },
  ],
  citations: GUARDING_CITATIONS,
  sectors: [
    'manufacturing',
    'forestry_sawmills',
    'automotive',
    'mining_metals',
    'transportation_warehousing',
  ],
};
