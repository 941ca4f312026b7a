import type { Hazard } from '../../types';
import { ELECTRICAL, LOCKOUT } from '../rows-safety';
import { OTHERS_ELECTRICAL } from './shared-citations';

/** Contact with live parts or arc flash. */
export const liveElectricalParts: Hazard = {
  id: 'live-electrical-parts',
  family: 'electrical',
  name: {
    fr: 'Contact avec des pièces sous tension ou arc électrique',
    en: 'Contact with live parts or arc flash',
    es: 'Contacto con partes en tensión o arco eléctrico',
    de: 'Kontakt mit spannungsführenden Teilen oder Störlichtbogen',
    pt: 'Contato com partes energizadas ou arco elétrico',
    zh: '接触带电部件或电弧闪络',
    ja: '充電部への接触・アークフラッシュ',
  },
  description: {
    fr: 'Intervention dans un panneau, une armoire de commande, un poste ou un équipement haute tension sous tension : électrisation, électrocution, brûlures par arc électrique.',
    en: 'Work inside an energized panel, control cabinet, substation or high-voltage equipment: electric shock, electrocution, arc-flash burns.',
    es: 'Trabajo en el interior de un cuadro eléctrico, un armario de control, una subestación o un equipo de alta tensión en tensión: choque eléctrico, electrocución, quemaduras por arco eléctrico.',
    de: 'Arbeiten in einem unter Spannung stehenden Verteiler, Schaltschrank, Umspannwerk oder Hochspannungsbetriebsmittel: elektrischer Schlag, tödlicher Stromunfall, Verbrennungen durch Störlichtbogen.',
    pt: 'Trabalho dentro de um quadro energizado, painel de comando, subestação ou equipamento de alta tensão: choque elétrico, eletrocussão, queimaduras por arco elétrico.',
    zh: '在带电的配电盘、控制柜、变电站或高压设备内作业：电击、触电死亡、电弧灼伤。',
    ja: '充電された分電盤、制御盤、変電設備、高圧設備の内部での作業により、感電、感電死、アークフラッシュによる熱傷が生じるおそれがあります。',
  },
  likelihood: 2,
  severity: 5,
  controls: [
    {
      id: 'de-energize-lock',
      level: 'elimination',
      text: {
        fr: "Mettre hors tension et cadenasser avant toute intervention; n'autoriser le travail sous tension que s'il est justifié (impossibilité technique) et encadré par un permis de travail électrique.",
        en: 'De-energize and lock out before any work; allow energized work only where justified (technically infeasible otherwise) and under an electrical work permit.',
        es: 'Dejar sin tensión y consignar antes de cualquier trabajo; autorizar los trabajos en tensión solo cuando estén justificados (técnicamente inviable de otro modo) y con un permiso de trabajo eléctrico.',
        de: 'Vor jeder Arbeit freischalten und gegen Wiedereinschalten sichern (LOTO); Arbeiten unter Spannung nur zulassen, wenn sie begründet sind (anders technisch nicht durchführbar), und nur mit einer schriftlichen Arbeitserlaubnis für elektrische Arbeiten.',
        pt: 'Desenergizar e bloquear antes de qualquer trabalho; permitir trabalho energizado somente quando justificado (tecnicamente inviável de outro modo) e sob permissão de trabalho para serviços em eletricidade.',
        zh: '任何作业前先断电并上锁挂牌；只有在理由充分（技术上无法停电）并持有电气作业许可证时，才允许带电作业。',
        ja: '作業前には必ず停電してロックアウトします。活線作業は、正当な理由がある場合（他の方法が技術的に不可能な場合）に限り、電気作業許可のもとでのみ認めます。',
      },
    },
    {
      id: 'enclosures-closed-locked',
      level: 'engineering',
      text: {
        fr: "Maintenir les enceintes fermées et verrouillées, installer des écrans isolants, réserver l'accès aux salles électriques et postes; réaliser une étude d'arc électrique et étiqueter les équipements (CSA Z462).",
        en: 'Keep enclosures closed and locked, fit insulating barriers, restrict access to electrical rooms and substations; carry out an arc-flash study and label equipment (CSA Z462).',
        es: 'Mantener las envolventes cerradas y bloqueadas, instalar barreras aislantes, restringir el acceso a los locales eléctricos y subestaciones; realizar un estudio de arco eléctrico y etiquetar los equipos (CSA Z462).',
        de: 'Gehäuse geschlossen und verschlossen halten, isolierende Abdeckungen anbringen, den Zugang zu elektrischen Betriebsräumen und Umspannwerken beschränken; eine Störlichtbogenanalyse durchführen und die Betriebsmittel kennzeichnen (CSA Z462).',
        pt: 'Manter os invólucros fechados e trancados, instalar barreiras isolantes, restringir o acesso às salas elétricas e subestações; realizar um estudo de arco elétrico (energia incidente) e etiquetar os equipamentos (CSA Z462).',
        zh: '保持外壳关闭并上锁，安装绝缘挡板，限制进入配电室和变电站；开展电弧闪络研究并为设备张贴标签（CSA Z462）。',
        ja: '外箱を閉じて施錠し、絶縁バリアを設け、電気室や変電設備への立入りを制限します。アークフラッシュ評価を実施し、機器に表示ラベルを貼ります（CSA Z462）。',
      },
      international: {
        fr: "Maintenir les enceintes fermées et verrouillées, installer des écrans isolants, réserver l'accès aux salles électriques et postes; réaliser une étude d'arc électrique et étiqueter les équipements (selon la norme de sécurité électrique applicable, par exemple EN 50110-1 ou NFPA 70E).",
        en: 'Keep enclosures closed and locked, fit insulating barriers, restrict access to electrical rooms and substations; carry out an arc-flash study and label equipment (per the electrical safety standard that applies, for example EN 50110-1 or NFPA 70E).',
        es: 'Mantener las envolventes cerradas y bloqueadas, instalar barreras aislantes, restringir el acceso a los locales eléctricos y subestaciones; realizar un estudio de arco eléctrico y etiquetar los equipos (según la norma de seguridad eléctrica aplicable, por ejemplo EN 50110-1 o NFPA 70E).',
        de: 'Gehäuse geschlossen und verschlossen halten, isolierende Abdeckungen anbringen, den Zugang zu elektrischen Betriebsräumen und Umspannwerken beschränken; eine Störlichtbogenanalyse durchführen und die Betriebsmittel kennzeichnen (nach der geltenden Norm für elektrische Sicherheit, zum Beispiel EN 50110-1 oder NFPA 70E).',
        pt: 'Manter os invólucros fechados e trancados, instalar barreiras isolantes, restringir o acesso às salas elétricas e subestações; realizar um estudo de arco elétrico (energia incidente) e etiquetar os equipamentos (conforme a norma de segurança elétrica aplicável, por exemplo EN 50110-1 ou NFPA 70E).',
        zh: '保持外壳关闭并上锁，安装绝缘挡板，限制进入配电室和变电站；开展电弧闪络研究并为设备张贴标签（依据适用的电气安全标准，例如 EN 50110-1 或 NFPA 70E）。',
        ja: '外箱を閉じて施錠し、絶縁バリアを設け、電気室や変電設備への立入りを制限します。アークフラッシュ評価を実施し、機器に表示ラベルを貼ります（適用される電気安全規格、例：EN 50110-1、NFPA 70E に従う）。',
      },
    },
    {
      id: 'restrict-work-qualified',
      level: 'administrative',
      text: {
        fr: "Réserver les interventions aux personnes qualifiées; respecter les limites d'approche; vérifier l'absence de tension avec un appareil vérifié avant et après usage.",
        en: 'Restrict work to qualified persons; respect approach boundaries; test for absence of voltage with a tester verified before and after use.',
        es: 'Reservar los trabajos a personas cualificadas; respetar los límites de aproximación; verificar la ausencia de tensión con un comprobador verificado antes y después de su uso.',
        de: 'Arbeiten nur durch Elektrofachkräfte ausführen lassen; die Annäherungsgrenzen einhalten; die Spannungsfreiheit mit einem vor und nach der Benutzung geprüften Spannungsprüfer feststellen.',
        pt: 'Restringir os trabalhos a profissionais qualificados; respeitar os limites de aproximação; testar a ausência de tensão com um detector verificado antes e depois do uso.',
        zh: '作业仅限具备资格的人员；遵守接近界限；使用在使用前后均经过验证的验电器验明无电压。',
        ja: '作業は有資格者に限ります。接近限界距離を守り、使用前後に動作を確認した検電器で電圧がないことを確認します。',
      },
    },
    {
      id: 'justified-energized-work',
      level: 'ppe',
      text: {
        fr: "Pour un travail sous tension justifié : gants isolants de classe appropriée, outils isolés, vêtements et écran facial résistants à l'arc de la catégorie déterminée par l'étude.",
        en: 'For justified energized work: insulating gloves of the right class, insulated tools, arc-rated clothing and face shield of the category set by the study.',
        es: 'Para un trabajo en tensión justificado: guantes aislantes de la clase adecuada, herramientas aisladas, ropa y pantalla facial resistentes al arco de la categoría determinada por el estudio.',
        de: 'Für begründete Arbeiten unter Spannung: isolierende Handschuhe der passenden Klasse, isolierte Werkzeuge, störlichtbogengeprüfte Kleidung und Gesichtsschutz der durch die Analyse festgelegten Kategorie.',
        pt: 'Para trabalho energizado justificado: luvas isolantes da classe adequada, ferramentas isoladas, vestimenta e protetor facial com classificação para arco elétrico da categoria definida pelo estudo.',
        zh: '理由充分的带电作业：相应等级的绝缘手套、绝缘工具、符合研究确定类别的防电弧服和面罩。',
        ja: '正当な理由のある活線作業では、適切なクラスの絶縁手袋、絶縁工具、評価で定めたカテゴリーのアーク対応防護服とフェイスシールドを使用します。',
      },
    },
  ],
  citations: [
    ELECTRICAL.qc,
    ELECTRICAL.cstc,
    ELECTRICAL.on,
    ELECTRICAL.bc,
    ELECTRICAL.ab,
    ELECTRICAL.federal,
    LOCKOUT.federalElectrical,
    ...OTHERS_ELECTRICAL,
    ELECTRICAL.br,
  ],
  sectors: ['mining_metals', 'renewable_energy', 'manufacturing', 'construction'],
};
