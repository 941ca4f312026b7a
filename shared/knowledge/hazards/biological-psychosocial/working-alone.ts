import type { Hazard } from '../../types';
import { general } from '../citations';

/** Working alone. */
export const workingAlone: Hazard = {
  id: 'working-alone',
  family: 'working_alone',
  name: {
    fr: 'Travail en isolement',
    en: 'Working alone',
    es: 'Trabajo en solitario',
    de: 'Alleinarbeit',
    pt: 'Trabalho isolado',
    zh: '单独作业',
    ja: '単独作業',
  },
  description: {
    fr: "Travailleur seul, hors de vue et de portée de voix (quart de nuit, site éloigné, visite à domicile, entretien en dehors des heures) : secours retardés en cas d'accident, de malaise ou d'agression.",
    en: 'Worker alone, out of sight and earshot (night shift, remote site, home visit, after-hours maintenance): delayed help after an injury, illness or assault.',
    es: 'Trabajador solo, fuera del alcance de la vista y del oído (turno de noche, emplazamiento remoto, visita a domicilio, mantenimiento fuera de horario): auxilio tardío tras una lesión, un malestar o una agresión.',
    de: 'Alleinarbeitende Person außer Sicht- und Rufweite (Nachtschicht, abgelegener Standort, Hausbesuch, Instandhaltung außerhalb der Arbeitszeiten): verzögerte Hilfe nach Verletzung, Erkrankung oder Übergriff.',
    pt: 'Trabalhador sozinho, fora do alcance da vista e da voz (turno da noite, local remoto, visita domiciliar, manutenção fora do expediente): socorro tardio em caso de lesão, mal súbito ou agressão.',
    zh: '劳动者独自作业，处于他人视线和呼喊范围之外（夜班、偏远现场、上门服务、非工作时间维修）：受伤、疾病发作或遭受攻击后救助延误。',
    ja: '人の目や声の届かない場所での単独作業（夜勤、遠隔地の現場、訪問先での作業、時間外の保守）では、けが、急病、暴行の際に救助が遅れるおそれがあります。',
  },
  likelihood: 2,
  severity: 4,
  controls: [
    {
      id: 'forbid-working-alone',
      level: 'elimination',
      text: {
        fr: "Interdire le travail seul pour les tâches à risque élevé (espace clos, travail électrique, travail en hauteur, manipulation d'argent la nuit) : travail en équipe.",
        en: 'Forbid working alone for high-risk tasks (confined space, electrical work, work at height, cash handling at night): team work.',
        es: 'Prohibir el trabajo en solitario en las tareas de alto riesgo (espacio confinado, trabajos eléctricos, trabajo en altura, manejo de efectivo de noche): trabajo en equipo.',
        de: 'Alleinarbeit bei Tätigkeiten mit hohem Risiko verbieten (enge Räume, elektrotechnische Arbeiten, Arbeiten in der Höhe, Umgang mit Bargeld in der Nacht): Arbeit im Team.',
        pt: 'Proibir o trabalho isolado em tarefas de alto risco (espaço confinado, serviços em eletricidade, trabalho em altura, manuseio de dinheiro à noite): trabalho em equipe.',
        zh: '高风险作业（有限空间、电气作业、高处作业、夜间现金处理）禁止单人作业：实行结组作业。',
        ja: '高リスクの作業（閉鎖空間、電気作業、高所作業、夜間の現金取扱い）では単独作業を禁止し、チームで作業します。',
      },
    },
    {
      id: 'lone-worker-device',
      level: 'engineering',
      text: {
        fr: "Dispositif pour travailleur isolé (alarme d'immobilité ou de chute, localisation) ou moyen de communication fiable (radio, téléphone satellite dans les zones sans réseau).",
        en: 'Lone worker device (no-motion or fall alarm, location) or reliable means of communication (radio, satellite phone where there is no coverage).',
        es: 'Dispositivo para trabajador aislado (alarma de inmovilidad o de caída, localización) o medio de comunicación fiable (radio, teléfono por satélite donde no haya cobertura).',
        de: 'Personen-Notsignal-Gerät (Ruhe- oder Sturzalarm, Ortung) oder zuverlässiges Kommunikationsmittel (Funkgerät, Satellitentelefon, wo kein Mobilfunknetz verfügbar ist).',
        pt: 'Dispositivo para trabalhador isolado (alarme de imobilidade ou de queda, localização) ou meio de comunicação confiável (rádio, telefone via satélite onde não houver cobertura).',
        zh: '单人作业报警装置（静止或跌倒报警、定位）或可靠的通信手段（对讲机，无信号覆盖区域使用卫星电话）。',
        ja: '単独作業者用の警報装置（無動作・転倒検知アラーム、位置情報）、または信頼できる通信手段（無線機、圏外の地域では衛星電話）を用意します。',
      },
    },
    {
      id: 'check-in-procedure',
      level: 'administrative',
      text: {
        fr: 'Procédure de vérification à intervalles établis selon le risque, avec intervention prévue si le travailleur ne répond pas; registre des déplacements; formation en premiers secours.',
        en: 'Check-in procedure at intervals set by the risk, with a planned response if the worker does not answer; travel log; first aid training.',
        es: 'Procedimiento de contacto a intervalos fijados según el riesgo, con una respuesta prevista si el trabajador no contesta; registro de desplazamientos; formación en primeros auxilios.',
        de: 'Kontrollrufverfahren in nach dem Risiko festgelegten Abständen, mit geplanter Hilfeleistung, wenn die Person nicht antwortet; Fahrtenprotokoll; Erste-Hilfe-Ausbildung.',
        pt: 'Procedimento de contato periódico em intervalos definidos conforme o risco, com resposta planejada se o trabalhador não responder; registro de deslocamentos; treinamento em primeiros socorros.',
        zh: '按风险确定间隔时间的定时报到程序，劳动者未应答时启动预定响应；行程记录；急救培训。',
        ja: 'リスクに応じて定めた間隔で安否確認を行う手順を定め、作業者から応答がない場合の対応をあらかじめ決めておきます。移動記録をつけ、応急手当の教育を行います。',
      },
    },
  ],
  citations: general('working-alone', 'industry'),
  sectors: [
    'professional_services',
    'mining_metals',
    'renewable_energy',
    'forestry_sawmills',
    'health_social',
    'public_administration',
  ],
};
