import type { Hazard } from '../../types';
import { general } from '../citations';

/** Workplace violence and harassment. */
export const workplaceViolenceHarassment: Hazard = {
  id: 'workplace-violence-harassment',
  family: 'psychosocial',
  name: {
    fr: 'Violence et harcèlement au travail',
    en: 'Workplace violence and harassment',
    es: 'Violencia y acoso en el trabajo',
    de: 'Gewalt und Belästigung am Arbeitsplatz',
    pt: 'Violência e assédio no trabalho',
    zh: '工作场所暴力与骚扰',
    ja: '職場における暴力・ハラスメント',
  },
  description: {
    fr: "Agressions, menaces ou incivilités de la part de clients, d'usagers ou de patients, violence conjugale qui s'étend au travail, harcèlement psychologique ou sexuel entre collègues : blessures physiques et psychologiques.",
    en: 'Assaults, threats or incivility from clients, users or patients, domestic violence reaching the workplace, psychological or sexual harassment between co-workers: physical and psychological injury.',
    es: 'Agresiones, amenazas o faltas de respeto por parte de clientes, usuarios o pacientes, violencia doméstica que llega al lugar de trabajo, acoso psicológico o sexual entre compañeros: daños físicos y psicológicos.',
    de: 'Übergriffe, Drohungen oder unhöfliches Verhalten von Kunden, Nutzern oder Patienten, häusliche Gewalt, die bis an den Arbeitsplatz reicht, psychische oder sexuelle Belästigung unter Kollegen: körperliche und psychische Verletzungen.',
    pt: 'Agressões, ameaças ou incivilidades de clientes, usuários ou pacientes, violência doméstica que chega ao local de trabalho, assédio moral ou sexual entre colegas: lesões físicas e psicológicas.',
    zh: '来自客户、服务对象或患者的攻击、威胁或无礼行为，蔓延至工作场所的家庭暴力，同事之间的心理或性骚扰：身体和心理伤害。',
    ja: '顧客、利用者、患者からの暴行、脅迫、迷惑行為、職場にまで及ぶドメスティック・バイオレンス、同僚間の精神的または性的なハラスメントにより、身体的・精神的な被害が生じるおそれがあります。',
  },
  likelihood: 3,
  severity: 4,
  controls: [
    {
      id: 'remove-triggers-electronic',
      level: 'elimination',
      text: {
        fr: "Supprimer des facteurs déclencheurs : paiement électronique plutôt qu'argent comptant, temps d'attente réduits et information claire aux usagers.",
        en: 'Remove triggers: electronic payment instead of cash, shorter waiting times and clear information for users.',
        es: 'Eliminar los factores desencadenantes: pago electrónico en lugar de efectivo, tiempos de espera más cortos e información clara para los usuarios.',
        de: 'Auslöser beseitigen: elektronische Zahlung statt Bargeld, kürzere Wartezeiten und klare Informationen für die Nutzer.',
        pt: 'Eliminar os fatores desencadeantes: pagamento eletrônico em vez de dinheiro em espécie, tempos de espera menores e informações claras aos usuários.',
        zh: '消除诱发因素：以电子支付代替现金，缩短等候时间，为服务对象提供清晰的信息。',
        ja: '誘因を取り除きます。現金ではなく電子決済を導入し、待ち時間を短縮し、利用者にわかりやすい情報を提供します。',
      },
    },
    {
      id: 'design-premises-protected',
      level: 'engineering',
      text: {
        fr: "Aménager les lieux : comptoirs protégés, deux issues dans les locaux d'entrevue, éclairage, contrôle des accès, boutons d'alarme ou dispositifs d'alerte portatifs reliés à une intervention rapide.",
        en: 'Design the premises: protected counters, two exits in interview rooms, lighting, access control, panic buttons or portable alarms linked to a rapid response.',
        es: 'Acondicionar las instalaciones: mostradores protegidos, dos salidas en las salas de entrevista, iluminación, control de accesos, pulsadores de pánico o alarmas portátiles conectados a una respuesta rápida.',
        de: 'Räumlichkeiten gestalten: geschützte Schalter, zwei Ausgänge in Besprechungsräumen, Beleuchtung, Zutrittskontrolle, Notrufknöpfe oder tragbare Alarmgeräte mit Anbindung an eine schnelle Intervention.',
        pt: 'Adequar as instalações: balcões protegidos, duas saídas nas salas de atendimento, iluminação, controle de acesso, botões de pânico ou alarmes portáteis ligados a uma resposta rápida.',
        zh: '合理布置场所：带防护的柜台、面谈室设两个出口、照明、门禁控制、与快速响应联动的紧急按钮或便携式报警器。',
        ja: '施設を設計します。防護されたカウンター、面談室の2つの出口、照明、入退室管理、迅速な対応につながる非常ボタンまたは携帯型警報装置を設けます。',
      },
    },
    {
      id: 'harassment-violence-prevention',
      level: 'administrative',
      text: {
        fr: 'Politique de prévention du harcèlement et de la violence avec procédure de plainte confidentielle; repérage des situations à risque; formation à la désescalade; déclaration et enquête de chaque événement; soutien après un incident.',
        en: 'Harassment and violence prevention policy with a confidential complaint procedure; identification of high-risk situations; de-escalation training; reporting and investigation of every incident; post-incident support.',
        es: 'Política de prevención del acoso y la violencia con un procedimiento de denuncia confidencial; identificación de las situaciones de riesgo; formación en desescalada; comunicación e investigación de cada incidente; apoyo posterior al incidente.',
        de: 'Richtlinie zur Prävention von Belästigung und Gewalt mit vertraulichem Beschwerdeverfahren; Ermittlung risikoreicher Situationen; Deeskalationstraining; Meldung und Untersuchung jedes Vorfalls; Nachsorge nach einem Vorfall.',
        pt: 'Política de prevenção do assédio e da violência com procedimento confidencial de denúncia; identificação das situações de alto risco; treinamento em desescalada de conflitos; registro e investigação de todos os incidentes; apoio pós-incidente.',
        zh: '制定包含保密投诉程序的骚扰和暴力预防政策；识别高风险情形；开展冲突降级培训；报告和调查每一起事件；事件后提供支持。',
        ja: '秘密が守られる苦情申立て手順を含む、ハラスメントと暴力の防止方針を定めます。高リスクの状況を特定し、ディエスカレーション（緊張緩和）の教育を行い、すべての事案を報告・調査し、事案後の支援を行います。',
      },
    },
  ],
  citations: general('prevention-violence-harassment', 'act'),
  sectors: [
    'professional_services',
    'transportation_warehousing',
    'health_social',
    'education',
    'retail',
    'food_accommodation',
    'public_administration',
  ],
};
