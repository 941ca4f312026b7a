import type { Hazard } from '../../types';
import { others } from '../citations';
import { CONFINED } from '../rows-health';

/** Confined space entry. */
export const confinedSpaceEntry: Hazard = {
  id: 'confined-space-entry',
  family: 'confined_space',
  name: {
    fr: 'Entrée en espace clos',
    en: 'Confined space entry',
    es: 'Entrada en espacios confinados',
    de: 'Einstieg in enge Räume',
    pt: 'Entrada em espaço confinado',
    zh: '进入有限空间',
    ja: '閉鎖空間への立入り',
  },
  description: {
    fr: "Travail dans un réservoir, une cuve, un silo, une fosse, un regard ou un égout : atmosphère dangereuse (manque d'oxygène, gaz toxiques ou inflammables), ensevelissement, sauvetage difficile; les secouristes improvisés sont souvent des victimes.",
    en: 'Work in a tank, vessel, silo, pit, manhole or sewer: hazardous atmosphere (oxygen deficiency, toxic or flammable gases), engulfment, difficult rescue; improvised rescuers often become victims.',
    es: 'Trabajo en un depósito, un recipiente, un silo, un foso, una boca de registro o una alcantarilla: atmósfera peligrosa (deficiencia de oxígeno, gases tóxicos o inflamables), sepultamiento, rescate difícil; los rescatadores improvisados a menudo se convierten en víctimas.',
    de: 'Arbeiten in Tanks, Behältern, Silos, Gruben, Schächten oder Kanälen: gefährliche Atmosphäre (Sauerstoffmangel, giftige oder entzündbare Gase), Verschüttung, schwierige Rettung; improvisierende Retter werden oft selbst zu Opfern.',
    pt: 'Trabalho em tanque, vaso, silo, poço, poço de visita ou rede de esgoto: atmosfera perigosa (deficiência de oxigênio, gases tóxicos ou inflamáveis), engolfamento, resgate difícil; socorristas improvisados frequentemente se tornam vítimas.',
    zh: '在储罐、容器、筒仓、地坑、检查井或下水道内作业：危险气体环境（缺氧、有毒或可燃气体）、掩埋、救援困难；临时施救者常成为受害者。',
    ja: 'タンク、容器、サイロ、ピット、マンホール、下水道内での作業では、危険な雰囲気（酸素欠乏、有毒ガス・可燃性ガス）、埋没、救助の困難といった危険があります。とっさに救助に入った人が被災者になることも少なくありません。',
  },
  likelihood: 2,
  severity: 5,
  controls: [
    {
      id: 'avoid-entry-clean',
      level: 'elimination',
      text: {
        fr: "Éviter l'entrée : nettoyer, inspecter et prélever depuis l'extérieur (buses rotatives, caméras, perches).",
        en: 'Avoid entry: clean, inspect and sample from outside (rotating nozzles, cameras, poles).',
        es: 'Evitar la entrada: limpiar, inspeccionar y tomar muestras desde el exterior (boquillas rotativas, cámaras, pértigas).',
        de: 'Das Einsteigen vermeiden: von außen reinigen, prüfen und Proben nehmen (Rotationsdüsen, Kameras, Stangen).',
        pt: 'Evitar a entrada: limpar, inspecionar e coletar amostras pelo lado de fora (bicos rotativos, câmeras, hastes).',
        zh: '避免进入：从外部进行清洗、检查和取样（旋转喷头、摄像头、长杆）。',
        ja: '立入りを避けます。清掃、点検、試料採取を外部から行います（回転ノズル、カメラ、長柄の器具）。',
      },
    },
    {
      id: 'isolate-space-ventilate',
      level: 'engineering',
      text: {
        fr: "Isoler l'espace clos (cadenassage, obturation ou débranchement des conduites), le ventiler mécaniquement en continu, installer un dispositif de récupération (trépied et treuil) au-dessus de l'ouverture.",
        en: 'Isolate the space (lockout, blanking or disconnecting lines), ventilate it mechanically and continuously, set up a retrieval system (tripod and winch) over the opening.',
        es: 'Aislar el espacio (consignación, cegado o desconexión de las tuberías), ventilarlo mecánicamente y de forma continua, instalar un sistema de recuperación (trípode y torno) sobre la abertura.',
        de: 'Den Raum abtrennen (Sicherung gegen Wiedereinschalten, Setzen von Steckscheiben oder Trennen der Leitungen), ihn kontinuierlich technisch belüften, eine Rettungseinrichtung (Dreibein und Winde) über der Öffnung aufbauen.',
        pt: 'Isolar o espaço confinado (bloqueio, raqueteamento ou desconexão das linhas), ventilá-lo mecanicamente e de forma contínua, instalar um sistema de resgate (tripé e guincho) sobre a abertura.',
        zh: '隔离有限空间（上锁挂牌、管线加盲板或断开），进行持续机械通风，在入口上方设置救援提升系统（三脚架和绞盘）。',
        ja: '空間を隔離し（ロックアウト、配管の閉止板挿入または切り離し）、機械で連続的に換気し、開口部の上に救出装置（三脚とウインチ）を設置します。',
      },
    },
    {
      id: 'identify-post-confined',
      level: 'administrative',
      text: {
        fr: "Identifier et afficher chaque espace clos; analyse des risques et permis d'entrée établis par une personne qualifiée; mesure de l'atmosphère (oxygène, gaz inflammables, gaz toxiques) avant et pendant les travaux; surveillant à l'extérieur en communication constante; procédure de sauvetage sans entrée de secouristes non équipés.",
        en: 'Identify and post every confined space; hazard assessment and entry permit by a qualified person; atmosphere testing (oxygen, flammable and toxic gases) before and during the work; attendant outside in constant contact; rescue procedure that never sends unequipped rescuers in.',
        es: 'Identificar y señalizar cada espacio confinado; evaluación de riesgos y permiso de entrada a cargo de una persona cualificada; medición de la atmósfera (oxígeno, gases inflamables y tóxicos) antes y durante los trabajos; vigilante en el exterior en contacto permanente; procedimiento de rescate que nunca haga entrar a rescatadores sin equipo.',
        de: 'Jeden engen Raum ermitteln und kennzeichnen; Gefährdungsbeurteilung und Befahrerlaubnis durch eine fachkundige Person; Messung der Atmosphäre (Sauerstoff, entzündbare und giftige Gase) vor und während der Arbeiten; Sicherungsposten außerhalb in ständigem Kontakt; Rettungsverfahren, das niemals ungeschützte Retter einsteigen lässt.',
        pt: 'Identificar e sinalizar cada espaço confinado; avaliação de riscos e Permissão de Entrada e Trabalho (PET) emitida por pessoa qualificada; medição da atmosfera (oxigênio, gases inflamáveis e tóxicos) antes e durante o trabalho; vigia do lado de fora em contato permanente; procedimento de resgate que nunca envia socorristas sem equipamento para dentro do espaço.',
        zh: '识别每个有限空间并设置标识；由具备资格的人员进行危害评估并签发进入许可证；作业前和作业中进行气体检测（氧气、可燃气体和有毒气体）；外部监护人与作业人员保持持续联系；制定救援程序，严禁未配备防护装备的救援人员进入。',
        ja: 'すべての閉鎖空間を特定して表示します。有資格者が危険性の評価と立入許可を行います。作業前と作業中に雰囲気を測定します（酸素、可燃性ガス、有毒ガス）。外部に常時連絡をとる監視人を配置し、装備のない救助者を決して中に入れない救助手順を定めます。',
      },
    },
    {
      id: 'harness-attached-retrieval',
      level: 'ppe',
      text: {
        fr: "Harnais relié au dispositif de récupération, détecteur multigaz personnel; appareil de protection respiratoire autonome ou à adduction d'air si l'atmosphère ne peut être rendue sûre.",
        en: 'Harness attached to the retrieval system, personal multi-gas detector; self-contained or supplied-air breathing apparatus if the atmosphere cannot be made safe.',
        es: 'Arnés conectado al sistema de recuperación, detector multigás personal; equipo de respiración autónomo o de suministro de aire si la atmósfera no puede hacerse segura.',
        de: 'Auffanggurt, mit der Rettungseinrichtung verbunden, persönliches Mehrgasmessgerät; umluftunabhängiges Atemschutzgerät (Behältergerät oder Schlauchgerät), wenn keine sichere Atmosphäre hergestellt werden kann.',
        pt: 'Cinturão de segurança conectado ao sistema de resgate, detector multigás individual; equipamento de proteção respiratória autônomo ou de adução de ar se a atmosfera não puder ser tornada segura.',
        zh: '安全带连接救援提升系统，佩戴便携式多种气体检测仪；若无法使空气环境达到安全，使用自给式或长管供气式呼吸器。',
        ja: '救出装置に接続したハーネスと個人用マルチガス検知器を使用します。雰囲気を安全にできない場合は、空気呼吸器または送気マスクを使用します。',
      },
    },
  ],
  citations: [
    CONFINED.qc,
    CONFINED.cstc,
    CONFINED.on,
    CONFINED.bc,
    CONFINED.ab,
    CONFINED.federal,
    ...others('confined-spaces', 'both'),
    CONFINED.us,
    CONFINED.gb,
    CONFINED.br,
  ],
  sectors: [
    'manufacturing',
    'forestry_sawmills',
    'professional_services',
    'mining_metals',
    'renewable_energy',
    'construction',
  ],
};
