import type { Hazard } from '../../types';
import { general } from '../citations';

/** Work overload and work-related stress. */
export const workOverloadStress: Hazard = {
  id: 'work-overload-stress',
  family: 'psychosocial',
  name: {
    fr: 'Surcharge de travail et stress professionnel',
    en: 'Work overload and work-related stress',
    es: 'Sobrecarga de trabajo y estrés laboral',
    de: 'Arbeitsüberlastung und arbeitsbedingter Stress',
    pt: 'Sobrecarga de trabalho e estresse ocupacional',
    zh: '工作超负荷与职业压力',
    ja: '過重労働・職業性ストレス',
  },
  description: {
    fr: 'Charge de travail excessive, faible latitude décisionnelle, manque de soutien ou de reconnaissance, exigences émotionnelles élevées : épuisement professionnel, dépression, troubles anxieux, erreurs et accidents.',
    en: 'Excessive workload, low decision latitude, lack of support or recognition, high emotional demands: burnout, depression, anxiety disorders, errors and accidents.',
    es: 'Carga de trabajo excesiva, escaso margen de decisión, falta de apoyo o de reconocimiento, exigencias emocionales elevadas: síndrome de desgaste profesional (burnout), depresión, trastornos de ansiedad, errores y accidentes.',
    de: 'Übermäßige Arbeitsbelastung, geringer Handlungsspielraum, fehlende Unterstützung oder Anerkennung, hohe emotionale Anforderungen: Burnout, Depression, Angststörungen, Fehler und Unfälle.',
    pt: 'Carga de trabalho excessiva, baixa autonomia de decisão, falta de apoio ou reconhecimento, altas exigências emocionais: esgotamento profissional (burnout), depressão, transtornos de ansiedade, erros e acidentes.',
    zh: '工作负荷过重、决策自主度低、缺乏支持或认可、情绪要求高：职业倦怠、抑郁、焦虑障碍、差错和事故。',
    ja: '過大な仕事量、低い裁量度、支援や正当な評価の不足、高い感情的負荷により、バーンアウト（燃え尽き症候群）、うつ病、不安障害、ミス、事故が生じるおそれがあります。',
  },
  likelihood: 3,
  severity: 3,
  controls: [
    {
      id: 'match-staffing-work',
      level: 'elimination',
      text: {
        fr: "Ajuster les effectifs et l'organisation du travail à la charge réelle (planification, priorisation, remplacement des absences).",
        en: 'Match staffing and work organization to the actual workload (planning, prioritization, covering absences).',
        es: 'Adecuar la plantilla y la organización del trabajo a la carga real (planificación, priorización, cobertura de ausencias).',
        de: 'Personalausstattung und Arbeitsorganisation an die tatsächliche Arbeitsmenge anpassen (Planung, Priorisierung, Vertretung bei Abwesenheiten).',
        pt: 'Ajustar o quadro de pessoal e a organização do trabalho à carga de trabalho real (planejamento, priorização, cobertura de ausências).',
        zh: '使人员配置和工作组织与实际工作量相匹配（计划、确定优先顺序、缺勤顶替）。',
        ja: '人員配置と作業編成を実際の仕事量に合わせます（計画、優先順位付け、欠員の補充）。',
      },
    },
    {
      id: 'assess-psychosocial-risks',
      level: 'administrative',
      text: {
        fr: 'Évaluer les risques psychosociaux (questionnaire validé, groupes de discussion); accroître la latitude décisionnelle, le soutien des gestionnaires et la reconnaissance; encadrer les heures supplémentaires.',
        en: 'Assess psychosocial risks (validated questionnaire, focus groups); increase decision latitude, managerial support and recognition; control overtime.',
        es: 'Evaluar los riesgos psicosociales (cuestionario validado, grupos de discusión); aumentar el margen de decisión, el apoyo de los mandos y el reconocimiento; controlar las horas extraordinarias.',
        de: 'Psychosoziale Risiken beurteilen (validierter Fragebogen, Fokusgruppen); Handlungsspielraum, Unterstützung durch Führungskräfte und Anerkennung erhöhen; Überstunden begrenzen und steuern.',
        pt: 'Avaliar os riscos psicossociais (questionário validado, grupos focais); aumentar a autonomia de decisão, o apoio das chefias e o reconhecimento; controlar as horas extras.',
        zh: '评估社会心理风险（经验证的问卷、焦点小组）；提高决策自主度、管理层支持和认可；控制加班。',
        ja: '心理社会的リスクを評価します（妥当性が確認された質問票、フォーカスグループ）。裁量度、管理監督者による支援、正当な評価を高め、時間外労働を管理します。',
      },
    },
    {
      id: 'employee-assistance-program',
      level: 'administrative',
      text: {
        fr: "Programme d'aide aux employés; formation des gestionnaires au repérage de la détresse; retour au travail progressif.",
        en: 'Employee assistance program; training managers to spot distress; gradual return to work.',
        es: 'Programa de ayuda al empleado; formación de los mandos para detectar el malestar psicológico; reincorporación progresiva al trabajo.',
        de: 'Mitarbeiterunterstützungsprogramm (EAP); Führungskräfte im Erkennen psychischer Belastungsanzeichen schulen; stufenweise Wiedereingliederung.',
        pt: 'Programa de assistência ao empregado; treinamento das chefias para identificar sofrimento psíquico; retorno gradual ao trabalho.',
        zh: '员工援助计划；培训管理人员识别心理困扰；逐步恢复工作。',
        ja: '従業員支援プログラム（EAP）を導入し、管理監督者が不調のサインに気づけるよう教育し、段階的な職場復帰を行います。',
      },
    },
  ],
  citations: general('work-related-psychosocial-risks', 'act'),
  sectors: ['professional_services', 'health_social', 'education', 'food_accommodation'],
};
