import type { Language } from './languages';

/**
 * Stable error codes of the API. Every error body is `{error, code, message}`:
 * `code` is for programs, `message` is for people, in the caller's language.
 * Languages without their own text fall back to English.
 */
export const ERROR_MESSAGES = {
  validationFailed: {
    en: 'Some fields are missing or invalid. Check the form and try again.',
    fr: 'Certains champs sont manquants ou invalides. Vérifiez le formulaire et réessayez.',
  },
  invalidJson: {
    en: 'The request body is not valid JSON.',
    fr: "Le corps de la requête n'est pas du JSON valide.",
  },
  unsupportedMediaType: {
    en: 'Send the request as JSON (Content-Type: application/json).',
    fr: 'Envoyez la requête en JSON (Content-Type: application/json).',
  },
  invalidCredentials: {
    en: 'Invalid e-mail or password.',
    fr: 'Courriel ou mot de passe invalide.',
  },
  tooManyAttempts: {
    en: 'Too many failed attempts. Wait 15 minutes, or reset your password.',
    fr: 'Trop de tentatives infructueuses. Attendez 15 minutes ou réinitialisez votre mot de passe.',
  },
  unauthenticated: {
    en: 'Please sign in to continue.',
    fr: 'Veuillez vous connecter pour continuer.',
  },
  emailNotVerified: {
    en: 'Verify your e-mail address before using the application.',
    fr: "Vérifiez votre adresse courriel avant d'utiliser l'application.",
  },
  subscriptionRequired: {
    en: 'Your subscription has expired. Please subscribe to continue using RisqueVision.',
    fr: 'Votre abonnement a expiré. Veuillez vous abonner pour continuer à utiliser RisqueVision.',
  },
  forbidden: {
    en: 'You do not have access to this resource.',
    fr: "Vous n'avez pas accès à cette ressource.",
  },
  badOrigin: {
    en: 'This request did not come from the RisqueVision application.',
    fr: "Cette requête ne provient pas de l'application RisqueVision.",
  },
  notFound: {
    en: 'Not found.',
    fr: 'Introuvable.',
  },
  routeNotFound: {
    en: 'This API path does not exist.',
    fr: "Ce chemin d'API n'existe pas.",
  },
  methodNotAllowed: {
    en: 'This method is not allowed on this path.',
    fr: "Cette méthode n'est pas permise pour ce chemin.",
  },
  payloadTooLarge: {
    en: 'The request is too large.',
    fr: 'La requête est trop volumineuse.',
  },
  accountExists: {
    en: 'An account already exists for this e-mail address. Sign in instead.',
    fr: 'Un compte existe déjà pour cette adresse courriel. Connectez-vous plutôt.',
  },
  paymentIncomplete: {
    en: 'This payment is not complete yet. Finish the payment, then create your account.',
    fr: "Ce paiement n'est pas terminé. Terminez le paiement, puis créez votre compte.",
  },
  sessionNotFound: {
    en: 'We could not find this payment session. Start again from the pricing page or contact support.',
    fr: 'Session de paiement introuvable. Recommencez depuis la page des forfaits ou contactez le soutien.',
  },
  sessionEmailMismatch: {
    en: 'Use the e-mail address you paid with.',
    fr: "Utilisez l'adresse courriel utilisée pour le paiement.",
  },
  invalidToken: {
    en: 'This link is invalid or has expired. Ask for a new one.',
    fr: 'Ce lien est invalide ou a expiré. Demandez-en un nouveau.',
  },
  alreadyVerified: {
    en: 'Your e-mail address is already verified.',
    fr: 'Votre adresse courriel est déjà vérifiée.',
  },
  wrongCurrentPassword: {
    en: 'Your current password is not correct.',
    fr: "Votre mot de passe actuel n'est pas correct.",
  },
  passwordAlreadySet: {
    en: 'This account already has a password. Sign in, or use “Forgot password”.',
    fr: 'Ce compte a déjà un mot de passe. Connectez-vous ou utilisez « Mot de passe oublié ».',
  },
  tooManyRequests: {
    en: 'Too many requests. Wait a few minutes, then try again.',
    fr: 'Trop de demandes. Patientez quelques minutes, puis réessayez.',
  },
  noSubscription: {
    en: 'There is no subscription on this account.',
    fr: "Il n'y a aucun abonnement sur ce compte.",
  },
  paymentProviderError: {
    en: 'The payment service did not answer. Try again in a moment.',
    fr: 'Le service de paiement ne répond pas. Réessayez dans un instant.',
  },
  invalidSignature: {
    en: 'The webhook signature is not valid.',
    fr: "La signature du webhook n'est pas valide.",
  },
  mailFailed: {
    en: 'Unable to send the e-mail. Please try again.',
    fr: "Impossible d'envoyer le courriel. Veuillez réessayer.",
  },
  quotaExceeded: {
    en: 'QUOTA EXCEEDED: your plan’s analysis quota is used up. Wait for the next period, upgrade your plan, or contact support.',
    fr: 'QUOTA DÉPASSÉ : le quota d’analyses de votre forfait est atteint. Attendez la prochaine période, passez à un forfait supérieur ou contactez le soutien.',
  },
  uploadMissing: {
    en: 'A file was not received. Upload it again, then start the analysis.',
    fr: "Un fichier n'a pas été reçu. Téléversez-le de nouveau, puis lancez l'analyse.",
  },
  fileMismatch: {
    en: 'A file’s content does not match its type (for example a text file renamed .pdf). Send the original file.',
    fr: 'Le contenu d’un fichier ne correspond pas à son type (par exemple un fichier texte renommé .pdf). Envoyez le fichier d’origine.',
  },
  analysisFailed: {
    en: 'The analysis could not be completed. Try again; if it fails again, send fewer or smaller files.',
    fr: "L'analyse n'a pas pu être terminée. Réessayez; si l'échec se répète, envoyez moins de fichiers ou des fichiers plus petits.",
  },
  modelInvalidAnswer: {
    en: 'The AI service returned an answer we could not use. Try again in a moment.',
    fr: "Le service d'IA a renvoyé une réponse inutilisable. Réessayez dans un instant.",
  },
  analysisNotReady: {
    en: 'This analysis is not finished yet. Wait for the results, then try again.',
    fr: "Cette analyse n'est pas encore terminée. Attendez les résultats, puis réessayez.",
  },
  noRiskSelected: {
    en: 'Select at least one risk for the report.',
    fr: 'Sélectionnez au moins un risque pour le rapport.',
  },
  unknownRisk: {
    en: 'A selected risk is not part of this analysis. Reload the results and select the risks again.',
    fr: 'Un risque sélectionné ne fait pas partie de cette analyse. Rechargez les résultats et sélectionnez de nouveau les risques.',
  },
  reportFailed: {
    en: 'Error generating PDF. Try again in a moment.',
    fr: 'Erreur lors de la génération du PDF. Réessayez dans un instant.',
  },
  internalError: {
    en: 'Something went wrong on our side. Try again in a moment.',
    fr: 'Une erreur est survenue de notre côté. Réessayez dans un instant.',
  },
} as const satisfies Record<string, { en: string; fr: string } & Partial<Record<Language, string>>>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function errorMessage(code: ErrorCode, language: Language): string {
  const texts: Partial<Record<Language, string>> & { en: string } = ERROR_MESSAGES[code];
  return texts[language] ?? texts.en;
}

/** The JSON body of every API error. */
export interface ApiErrorBody {
  error: string;
  code: ErrorCode;
  message: string;
  /** Field-level problems of a validationFailed error: path -> message. */
  fields?: Record<string, string>;
}
