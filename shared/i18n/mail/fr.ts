/** French texts of the "mail" namespace: the reference for its keys (every language has exactly these). */
const mail = {
  /** Account e-mails: subject, one-line intro, button label, validity note, what to do if unexpected. */
  verificationMail: {
    subject: 'Confirmez votre adresse courriel — RisqueVision',
    intro:
      'Bienvenue sur RisqueVision. Confirmez votre adresse courriel pour accéder à votre espace d’analyse des risques.',
    action: 'Confirmer mon adresse',
    validity: 'Ce lien est valide 24 heures et ne peut servir qu’une fois.',
    ignore: 'Si vous n’avez pas créé de compte, ignorez ce message.',
  },
  resetPasswordMail: {
    subject: 'Réinitialisation de votre mot de passe — RisqueVision',
    intro: 'Vous avez demandé à réinitialiser le mot de passe de votre compte RisqueVision.',
    action: 'Choisir un nouveau mot de passe',
    validity: 'Ce lien est valide 1 heure et ne peut servir qu’une fois.',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
  },
  /** The e-mail that carries a PDF report: {{area}} the work area, {{sender}} the adviser, {{count}} the risks. */
  reportMail: {
    subject: 'Rapport d’analyse des risques SST — {{area}}',
    intro:
      'Vous trouverez ci-joint le rapport d’analyse des risques en santé et sécurité du travail pour « {{area}} », transmis par {{sender}}.',
    risks: 'Risques retenus dans le rapport : {{count}}.',
    notice:
      'Ce rapport est fourni à titre informatif et ne remplace pas l’avis d’un professionnel qualifié. Pour toute question, répondez à ce courriel.',
  },
  /** Reminder of a corrective action: {{date}} due date, {{area}} work area, {{adviser}} who assigned it. */
  actionReminderMail: {
    subjectBefore: 'Rappel : action corrective à réaliser d’ici le {{date}} — {{area}}',
    subjectOverdue: 'En retard : action corrective prévue le {{date}} — {{area}}',
    greeting: 'Bonjour {{name}},',
    intro:
      '{{adviser}} vous a confié une action corrective à la suite de l’analyse des risques « {{area}} ».',
    action: 'Action : {{title}}',
    risk: 'Risque visé : {{risk}} (niveau {{level}})',
    due: 'Échéance : {{date}}',
    before:
      'L’échéance approche. Une fois l’action réalisée, informez-en {{adviser}} (photo après correction à l’appui).',
    overdue:
      'L’échéance est dépassée. Faites le point avec {{adviser}} : réalisez l’action ou convenez d’une nouvelle date.',
    footer: 'Pour toute question, répondez à ce courriel : la réponse ira à {{adviser}}.',
  },
};

export type MailTexts = typeof mail;

export default mail;
