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
};

export type MailTexts = typeof mail;

export default mail;
