/** French texts of the "errors" namespace: the reference for its keys (every language has exactly these). */
const errors = {
  /** API error messages by stable error code (the `code` of every error body). */
  errors: {
    validationFailed: 'Certains champs sont manquants ou invalides. Vérifiez le formulaire et réessayez.',
    invalidJson: "Le corps de la requête n'est pas du JSON valide.",
    unsupportedMediaType: 'Envoyez la requête en JSON (Content-Type: application/json).',
    invalidCredentials: 'Courriel ou mot de passe invalide.',
    tooManyAttempts:
      'Trop de tentatives infructueuses. Attendez 15 minutes ou réinitialisez votre mot de passe.',
    unauthenticated: 'Veuillez vous connecter pour continuer.',
    emailNotVerified: "Vérifiez votre adresse courriel avant d'utiliser l'application.",
    subscriptionRequired:
      'Votre abonnement a expiré. Veuillez vous abonner pour continuer à utiliser RisqueVision.',
    forbidden: "Vous n'avez pas accès à cette ressource.",
    badOrigin: "Cette requête ne provient pas de l'application RisqueVision.",
    directAccessRefused: "L'API n'est accessible que par l'adresse du site RisqueVision.",
    notFound: 'Introuvable.',
    routeNotFound: "Ce chemin d'API n'existe pas.",
    methodNotAllowed: "Cette méthode n'est pas permise pour ce chemin.",
    payloadTooLarge: 'La requête est trop volumineuse.',
    accountExists: 'Un compte existe déjà pour cette adresse courriel. Connectez-vous plutôt.',
    paymentIncomplete: "Ce paiement n'est pas terminé. Terminez le paiement, puis créez votre compte.",
    sessionNotFound:
      'Session de paiement introuvable. Recommencez depuis la page des forfaits ou contactez le soutien.',
    sessionEmailMismatch: "Utilisez l'adresse courriel utilisée pour le paiement.",
    checkoutOtherBrowser:
      'Terminez la création de votre compte dans le navigateur utilisé pour payer, ou recommencez depuis la page des forfaits.',
    signInToRenew:
      'Cette adresse a déjà un compte. Connectez-vous, puis choisissez votre forfait pour le renouveler.',
    subscriptionAlreadyActive:
      'Ce compte a déjà un abonnement actif. Gérez-le depuis votre profil ou contactez le soutien.',
    invalidToken: 'Ce lien est invalide ou a expiré. Demandez-en un nouveau.',
    alreadyVerified: 'Votre adresse courriel est déjà vérifiée.',
    wrongCurrentPassword: "Votre mot de passe actuel n'est pas correct.",
    passwordAlreadySet:
      'Ce compte a déjà un mot de passe. Connectez-vous ou utilisez « Mot de passe oublié ».',
    tooManyRequests: 'Trop de demandes. Patientez quelques minutes, puis réessayez.',
    noSubscription: "Il n'y a aucun abonnement sur ce compte.",
    paymentProviderError: 'Le service de paiement ne répond pas. Réessayez dans un instant.',
    invalidSignature: "La signature du webhook n'est pas valide.",
    mailFailed: "Impossible d'envoyer le courriel. Veuillez réessayer.",
    reportMailDailyLimit:
      'Vous avez atteint la limite quotidienne d’envois de rapports par courriel pour ce compte. Téléchargez le PDF et joignez-le à votre propre courriel, ou réessayez demain.',
    quotaExceeded:
      'QUOTA DÉPASSÉ : le quota d’analyses de votre forfait est atteint. Attendez la prochaine période, passez à un forfait supérieur ou contactez le soutien.',
    uploadMissing: "Un fichier n'a pas été reçu. Téléversez-le de nouveau, puis lancez l'analyse.",
    fileMismatch:
      'Le contenu d’un fichier ne correspond pas à son type (par exemple un fichier texte renommé .pdf). Envoyez le fichier d’origine.',
    analysisFailed:
      "L'analyse n'a pas pu être terminée. Réessayez; si l'échec se répète, envoyez moins de fichiers ou des fichiers plus petits.",
    editionNotIncluded:
      'Votre forfait n’inclut pas cette édition. Lancez l’analyse depuis l’écran de votre forfait ou changez de forfait.',
    unknownJurisdiction:
      'Aucune réglementation n’est connue pour cette juridiction ici : les pages canadiennes prennent le code d’une province ou d’un territoire (QC, ON…) ou FEDERAL, l’édition internationale le code d’un pays (US, FR…).',
    jurisdictionNotOffered:
      'Cette juridiction ne peut pas être choisie ici : les écrans canadiens couvrent les provinces, les territoires et le fédéral, l’édition internationale couvre ses pays.',
    countryLimitReached:
      'Votre forfait couvre {{limit}} pays, déjà utilisés pour : {{countries}}. Analysez l’un de ces pays ou passez à un forfait supérieur pour en ajouter.',
    pageBudgetExceeded:
      '« {{file}} » fait dépasser à l’analyse sa limite de {{limit}} pages. Divisez le document ou envoyez-le en plusieurs analyses.',
    photoBudgetExceeded:
      '« {{file}} » fait dépasser à l’analyse sa limite de {{limit}} photos lues par OCR. Envoyez les autres photos dans une autre analyse.',
    imageTooLarge:
      '« {{file}} » dépasse {{limit}} mégapixels. Réduisez sa taille (la taille standard d’un téléphone convient) et téléversez-la de nouveau.',
    analysisQueueUnavailable:
      'L’analyse n’a pas pu être lancée : le service est occupé. Rien n’a été décompté de votre quota. Réessayez dans un instant.',
    modelInvalidAnswer: "Le service d'IA a renvoyé une réponse inutilisable. Réessayez dans un instant.",
    analysisNotReady: "Cette analyse n'est pas encore terminée. Attendez les résultats, puis réessayez.",
    noRiskSelected: 'Sélectionnez au moins un risque pour le rapport.',
    unknownRisk:
      'Un risque sélectionné ne fait pas partie de cette analyse. Rechargez les résultats et sélectionnez de nouveau les risques.',
    reportFailed: 'Erreur lors de la génération du PDF. Réessayez dans un instant.',
    requestInProgress:
      'Cette même demande est encore en cours de traitement. Attendez quelques secondes et vérifiez le résultat avant de la renvoyer.',
    editConflict:
      'Cette analyse vient d’être modifiée ailleurs (un autre onglet ?). Rechargez la page : vos modifications précédentes y sont, refaites la dernière.',
    tooManyRisks:
      'Une analyse compte au plus 120 risques. Fusionnez ou retirez des constats avant d’en ajouter.',
    unknownPhoto: 'Cette photo ne fait pas partie de l’analyse. Choisissez une des photos analysées.',
    notOwnFinding:
      'Seuls vos propres constats peuvent être supprimés. Pour écarter un risque proposé, décochez-le ou fusionnez-le.',
    tooManyEdits: 'Trop de modifications en un seul envoi. Enregistrez-les en plusieurs fois.',
    invalidImage: 'Le fichier n’est pas une image PNG ou JPEG lisible. Choisissez une autre image.',
    teamNotFound:
      'Ce compte n’appartient à aucune équipe : les fonctions d’équipe du forfait Entreprise en exigent une.',
    alreadyMember: 'Cette personne fait déjà partie de l’équipe.',
    invitationPending:
      'Une invitation est déjà en attente pour cette adresse. Renvoyez-la depuis l’onglet Invitations.',
    tooManyPendingInvitations:
      'Trop d’invitations sont en attente ({{limit}} au plus pour les comptes utilisateurs encore libres). Annulez-en quelques-unes ou attendez les réponses.',
    teamFull:
      'Les {{seats}} comptes utilisateurs de l’équipe sont tous attribués. L’administrateur de l’équipe peut en libérer un ou passer à un forfait supérieur.',
    ownerCannotBeRevoked: 'L’accès du propriétaire de l’équipe ne peut pas être révoqué.',
    ownerRoleFixed: 'Le rôle du propriétaire de l’équipe ne peut pas être modifié.',
    memberNotActive: 'L’accès de ce membre a déjà été révoqué.',
    invitationNotPending: 'Seule une invitation en attente peut être renvoyée ou annulée.',
    invitationNotFound:
      'Ce lien d’invitation n’est pas valide (il a peut-être été remplacé par un lien plus récent).',
    invitationExpired:
      'Cette invitation a expiré. Communiquez avec l’administrateur de l’équipe pour obtenir une nouvelle invitation.',
    invitationAlreadyAccepted:
      'Cette invitation a déjà été acceptée. Connectez-vous pour accéder à l’équipe.',
    invitationDeclined: 'Cette invitation a été refusée.',
    invitationCancelled: 'Cette invitation a été annulée par l’administrateur de l’équipe.',
    alreadyInTeam:
      'Ce compte fait déjà partie d’une équipe. Un compte ne peut appartenir qu’à une seule équipe.',
    visitorCodeInvalid:
      'Le code est invalide ou a expiré (vérifiez le code et l’adresse courriel à laquelle il a été envoyé).',
    visitorReadOnly: 'L’accès visiteur est en lecture seule : cette action exige un compte d’équipe.',
    pagesExhausted:
      'Les {{limit}} pages de votre forfait pour ce mois-ci sont épuisées ({{used}} utilisées; cette analyse en demande {{needed}}). Le quota se renouvelle le 1er du mois prochain.',
    cannotRevokeSelf: 'Vous ne pouvez pas révoquer votre propre accès.',
    twoFactorRequired:
      'Entrez le code à 6 chiffres de votre application d’authentification (ou un code de récupération) pour terminer la connexion.',
    invalidTwoFactorCode:
      'Ce code n’est pas valide ou a déjà servi. Entrez le code affiché maintenant dans votre application, ou un code de récupération inutilisé.',
    twoFactorAlreadyEnabled:
      'La connexion en deux étapes est déjà activée. Désactivez-la d’abord pour la configurer de nouveau.',
    twoFactorNotSetUp:
      'Commencez par configurer la connexion en deux étapes : scannez le code QR, puis entrez le code affiché.',
    libraryFull:
      'Limite de documents atteinte : {{count}}/{{limit}} documents. Supprimez des documents pour en ajouter de nouveaux.',
    pdfOnly: 'Seuls les fichiers PDF peuvent être importés comme rapports d’analyse.',
    fileTypeNotAccepted:
      'Ce fichier n’est pas d’un type accepté (PDF, Word, texte, RTF ou photo), ou son contenu ne correspond pas à son nom.',
    nothingSelected: 'Veuillez sélectionner au moins un élément à analyser en cochant les cases des onglets.',
    answerFailed:
      'La réponse n’a pas pu être produite. Réessayez; si le problème persiste, contactez le soutien.',
    answerNotReady: 'Aucune réponse récente à enregistrer : attendez la fin de l’analyse.',
    accountDisabled:
      'Ce compte a été désactivé par l’administration de RisqueVision. Écrivez au soutien pour en connaître la raison.',
    userNotFound: 'Aucun compte ne porte cette adresse courriel.',
    cannotDisableAdmin: 'Un compte administrateur ne peut pas être désactivé depuis ce tableau de bord.',
    backupNotFound: 'Cette sauvegarde n’existe pas (elle a peut-être expiré).',
    backupNotReady: 'Cette sauvegarde n’est pas terminée : réessayez dans quelques minutes.',
    backupRunning: 'Une sauvegarde est déjà en cours : attendez qu’elle se termine.',
    internalError: 'Une erreur est survenue de notre côté. Réessayez dans un instant.',
  },
};

export type ErrorsTexts = typeof errors;

export default errors;
