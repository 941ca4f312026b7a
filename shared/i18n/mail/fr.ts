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
  /** Security notices, in the account's language: the same five parts, the link to the profile's Security tab. */
  passwordChangedMail: {
    subject: 'Votre mot de passe a été modifié — RisqueVision',
    intro:
      'Le mot de passe de votre compte RisqueVision vient d’être modifié. Vos sessions ouvertes sur les autres appareils ont été déconnectées.',
    action: 'Voir la sécurité de mon compte',
    validity: 'Si c’est vous, vous n’avez rien à faire.',
    ignore:
      'Si ce n’est pas vous, réinitialisez votre mot de passe dès maintenant avec « Mot de passe oublié ? » et contactez le soutien.',
  },
  twoFactorEnabledMail: {
    subject: 'Connexion en deux étapes activée — RisqueVision',
    intro:
      'La connexion en deux étapes est maintenant activée sur votre compte RisqueVision : chaque connexion demandera un code de votre application d’authentification.',
    action: 'Voir la sécurité de mon compte',
    validity:
      'Gardez vos codes de récupération en lieu sûr : chacun permet une connexion si vous n’avez plus votre téléphone.',
    ignore: 'Si ce n’est pas vous, changez votre mot de passe dès maintenant et contactez le soutien.',
  },
  twoFactorDisabledMail: {
    subject: 'Connexion en deux étapes désactivée — RisqueVision',
    intro:
      'La connexion en deux étapes a été désactivée sur votre compte RisqueVision : votre mot de passe suffit de nouveau pour vous connecter.',
    action: 'Voir la sécurité de mon compte',
    validity:
      'Si c’est vous, vous n’avez rien à faire. Vous pouvez la réactiver à tout moment depuis votre profil.',
    ignore:
      'Si ce n’est pas vous, changez votre mot de passe dès maintenant, réactivez la connexion en deux étapes et contactez le soutien.',
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
  /** Team invitation: {{inviter}} invites to {{team}} as {{role}} (one of `roles`), valid until {{date}}. */
  teamInvitationMail: {
    subject: '{{inviter}} vous invite dans l’équipe {{team}} — RisqueVision',
    intro:
      '{{inviter}} ({{inviterEmail}}) vous invite à vous joindre à l’équipe {{team}} sur RisqueVision, la plateforme d’analyse des risques en santé et sécurité du travail, à titre de {{role}}.',
    action: 'Voir l’invitation',
    validity: 'Cette invitation est valide jusqu’au {{date}} (7 jours) et ne peut servir qu’une fois.',
    ignore: 'Si vous ne l’attendiez pas, ignorez ce message : rien ne se passe sans votre réponse.',
    roles: {
      admin: 'administrateur',
      member: 'membre',
    },
  },
  /** Visitor code: read-only access to the {{team}} reports until {{date}}; the code is shown after `codeLabel`. */
  visitorCodeMail: {
    subject: 'Votre accès visiteur à l’équipe {{team}} — RisqueVision',
    intro:
      '{{inviter}} vous donne accès en lecture seule aux rapports de l’équipe {{team}} sur RisqueVision.',
    codeLabel: 'Votre code d’accès',
    action: 'Ouvrir les rapports de l’équipe',
    validity: 'Ce code est valide jusqu’au {{date}} et vous est réservé : ne le communiquez à personne.',
    ignore: 'Si vous ne l’attendiez pas, ignorez ce message.',
  },
};

export type MailTexts = typeof mail;

export default mail;
