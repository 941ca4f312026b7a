import type { Hazard } from '../../types';
import { others } from '../citations';
import { FALLS } from '../rows-safety';
import { PPE, PPE_CANADA, PPE_INTERNATIONAL } from '../rows-health';

/** Objects falling from work at height. */
export const droppedObjects: Hazard = {
  id: 'dropped-objects',
  family: 'falling_objects',
  name: {
    fr: "Chute d'objets lors de travaux en hauteur",
    en: 'Objects falling from work at height',
    es: 'Caída de objetos durante trabajos en altura',
    de: 'Herabfallende Gegenstände bei Arbeiten in der Höhe',
    pt: 'Queda de objetos em trabalho em altura',
    zh: '高处作业物体坠落',
    ja: '高所作業での物の落下',
  },
  description: {
    fr: "Outils, matériaux ou débris échappés d'un échafaudage, d'un toit, d'une mezzanine ou d'une nacelle et frappant les personnes qui se trouvent dessous.",
    en: 'Tools, materials or debris dropped from a scaffold, roof, mezzanine or aerial lift and striking people below.',
    es: 'Herramientas, materiales o escombros que caen desde un andamio, una cubierta, una entreplanta o una plataforma elevadora y golpean a las personas situadas debajo.',
    de: 'Werkzeuge, Material oder Schutt, die von einem Gerüst, einem Dach, einer Bühne oder einer Hubarbeitsbühne herabfallen und Personen darunter treffen.',
    pt: 'Ferramentas, materiais ou detritos que caem de um andaime, telhado, mezanino ou plataforma elevatória e atingem pessoas abaixo.',
    zh: '工具、材料或碎屑从脚手架、屋面、夹层或高空作业平台掉落，击中下方人员。',
    ja: '足場、屋根、中二階、高所作業車から工具、資材、がれきが落下し、下にいる人に当たるおそれがあります。',
  },
  likelihood: 3,
  severity: 4,
  controls: [
    {
      id: 'nobody-below-work',
      level: 'elimination',
      text: {
        fr: "Planifier les travaux pour qu'aucune personne ne se trouve sous une zone de travail en hauteur (séquencement des équipes, travaux hors des heures d'occupation).",
        en: 'Plan the work so that nobody is below a work area at height (crew sequencing, work outside occupied hours).',
        es: 'Planificar los trabajos de forma que nadie se encuentre debajo de una zona de trabajo en altura (secuenciación de los equipos, trabajos fuera de las horas de ocupación).',
        de: 'Die Arbeiten so planen, dass sich niemand unterhalb eines hochgelegenen Arbeitsbereichs aufhält (Abstimmung der Arbeitsabfolge, Arbeiten außerhalb der Nutzungszeiten).',
        pt: 'Planejar o trabalho de modo que ninguém fique abaixo de uma área de trabalho em altura (sequenciamento das equipes, trabalho fora do horário de ocupação).',
        zh: '合理安排作业，使高处作业区下方无人（错开班组作业顺序，在无人时段作业）。',
        ja: '高所の作業場所の下に誰もいないように作業を計画します（作業班の作業順序の調整、人のいない時間帯での作業）。',
      },
    },
    {
      id: 'toe-boards-debris',
      level: 'engineering',
      text: {
        fr: 'Installer plinthes, filets ou écrans pare-débris sur les échafaudages et les rives; évacuer les débris par une goulotte fermée plutôt que de les jeter.',
        en: 'Fit toe boards, debris nets or screens on scaffolds and edges; remove debris through an enclosed chute rather than throwing it down.',
        es: 'Instalar rodapiés, redes o pantallas contra la caída de escombros en los andamios y los bordes; evacuar los escombros por un conducto cerrado en lugar de arrojarlos.',
        de: 'Bordbretter, Schutznetze oder Schutzwände gegen herabfallende Teile an Gerüsten und Kanten anbringen; Schutt über eine geschlossene Schuttrutsche abführen, statt ihn hinunterzuwerfen.',
        pt: 'Instalar rodapés, redes ou telas de contenção de detritos nos andaimes e nas bordas; retirar os detritos por uma calha fechada em vez de lançá-los.',
        zh: '在脚手架和临边设置挡脚板、防坠物网或挡板；通过封闭溜槽清运碎屑，禁止抛掷。',
        ja: '足場や端部に幅木、落下物防止ネットまたは防護シートを設けます。がれきは投下せず、囲われたダストシュートを通して搬出します。',
      },
    },
    {
      id: 'tether-tools-used',
      level: 'engineering',
      text: {
        fr: 'Attacher les outils utilisés en hauteur avec des longes porte-outils et monter les petits matériaux dans des contenants fermés.',
        en: 'Tether tools used at height with tool lanyards and lift small materials in closed containers.',
        es: 'Amarrar las herramientas utilizadas en altura con cuerdas portaherramientas e izar los materiales pequeños en recipientes cerrados.',
        de: 'In der Höhe verwendete Werkzeuge mit Werkzeugsicherungsleinen sichern und Kleinteile in geschlossenen Behältern nach oben befördern.',
        pt: 'Amarrar as ferramentas usadas em altura com talabartes porta-ferramentas e içar materiais pequenos em recipientes fechados.',
        zh: '高处使用的工具用工具防坠绳系牢，小型材料装入封闭容器吊运。',
        ja: '高所で使用する工具はツールランヤード（落下防止ひも）で固定し、小さな資材はふた付きの容器に入れて荷揚げします。',
      },
    },
    {
      id: 'mark-off-barricade',
      level: 'administrative',
      text: {
        fr: "Délimiter et baliser la zone de chute d'objets sous les travaux, avec accès interdit; ne pas entreposer de matériaux près des rives.",
        en: 'Mark off and barricade the drop zone below the work, with no entry; do not store materials near edges.',
        es: 'Delimitar y balizar la zona de caída de objetos bajo los trabajos, con acceso prohibido; no almacenar materiales cerca de los bordes.',
        de: 'Den Gefahrenbereich unterhalb der Arbeiten kennzeichnen und absperren, Betreten verboten; keine Materialien in der Nähe von Kanten lagern.',
        pt: 'Demarcar e isolar a zona de queda de objetos abaixo do trabalho, com acesso proibido; não armazenar materiais perto das bordas.',
        zh: '对作业下方的坠物区域划定范围并设置围挡，禁止进入；不得在临边附近堆放材料。',
        ja: '作業箇所の下の落下区域を区画してバリケードで囲い、立入禁止とします。端部の近くに資材を置きません。',
      },
    },
    {
      id: 'hard-hat-everyone',
      level: 'ppe',
      text: {
        fr: 'Casque de sécurité pour toute personne dans la zone exposée.',
        en: 'Hard hat for everyone in the exposed area.',
        es: 'Casco de protección para todas las personas presentes en la zona expuesta.',
        de: 'Schutzhelm für alle Personen im gefährdeten Bereich.',
        pt: 'Capacete de segurança para todas as pessoas na área exposta.',
        zh: '暴露区域内所有人员佩戴安全帽。',
        ja: '危険区域内にいるすべての人が保護帽を着用します。',
      },
    },
  ],
  citations: [
    ...PPE_CANADA,
    PPE.cstc,
    ...others('protection-against-falling-objects', 'both'),
    FALLS.gb,
    ...PPE_INTERNATIONAL,
  ],
  sectors: ['construction', 'manufacturing', 'mining_metals', 'renewable_energy'],
};
