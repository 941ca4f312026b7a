import type { ErrorsTexts } from './fr';

export default {
  /** API error messages by stable error code (the `code` of every error body). */
  errors: {
    validationFailed: 'Some fields are missing or invalid. Check the form and try again.',
    invalidJson: 'The request body is not valid JSON.',
    unsupportedMediaType: 'Send the request as JSON (Content-Type: application/json).',
    invalidCredentials: 'Invalid e-mail or password.',
    tooManyAttempts: 'Too many failed attempts. Wait 15 minutes, or reset your password.',
    unauthenticated: 'Please sign in to continue.',
    emailNotVerified: 'Verify your e-mail address before using the application.',
    subscriptionRequired: 'Your subscription has expired. Please subscribe to continue using RisqueVision.',
    forbidden: 'You do not have access to this resource.',
    badOrigin: 'This request did not come from the RisqueVision application.',
    directAccessRefused: 'The API can only be reached through the RisqueVision website address.',
    notFound: 'Not found.',
    routeNotFound: 'This API path does not exist.',
    methodNotAllowed: 'This method is not allowed on this path.',
    payloadTooLarge: 'The request is too large.',
    accountExists: 'An account already exists for this e-mail address. Sign in instead.',
    paymentIncomplete: 'This payment is not complete yet. Finish the payment, then create your account.',
    sessionNotFound:
      'We could not find this payment session. Start again from the pricing page or contact support.',
    sessionEmailMismatch: 'Use the e-mail address you paid with.',
    checkoutOtherBrowser:
      'Finish creating your account in the browser you paid with, or start again from the pricing page.',
    signInToRenew: 'This address already has an account. Sign in to it, then choose your plan to renew.',
    subscriptionAlreadyActive:
      'This account already has an active subscription. Manage it from your profile, or contact support.',
    invalidToken: 'This link is invalid or has expired. Ask for a new one.',
    alreadyVerified: 'Your e-mail address is already verified.',
    wrongCurrentPassword: 'Your current password is not correct.',
    passwordAlreadySet: 'This account already has a password. Sign in, or use “Forgot password”.',
    tooManyRequests: 'Too many requests. Wait a few minutes, then try again.',
    noSubscription: 'There is no subscription on this account.',
    paymentProviderError: 'The payment service did not answer. Try again in a moment.',
    invalidSignature: 'The webhook signature is not valid.',
    mailFailed: 'Unable to send the e-mail. Please try again.',
    reportMailDailyLimit:
      'You have reached today’s limit of report e-mails for this account. Download the PDF and attach it to your own e-mail, or send again tomorrow.',
    quotaExceeded:
      'QUOTA EXCEEDED: your plan’s analysis quota is used up. Wait for the next period, upgrade your plan, or contact support.',
    uploadMissing: 'A file was not received. Upload it again, then start the analysis.',
    fileMismatch:
      'A file’s content does not match its type (for example a text file renamed .pdf). Send the original file.',
    analysisFailed:
      'The analysis could not be completed. Try again; if it fails again, send fewer or smaller files.',
    editionNotIncluded:
      'Your plan does not include this edition. Start the analysis from your own plan’s screen, or change plans.',
    unknownJurisdiction:
      'No regulations are known for this jurisdiction here: the Canadian pages take a province or territory code (QC, ON…) or FEDERAL, the international edition a country code (US, FR…).',
    jurisdictionNotOffered:
      'This jurisdiction cannot be chosen here: the Canadian screens cover the provinces, territories and federal rules, the international edition covers its countries.',
    countryLimitReached:
      'Your plan covers {{limit}} country(ies), already used for: {{countries}}. Analyse one of these, or upgrade your plan to add countries.',
    pageBudgetExceeded:
      '“{{file}}” takes the analysis past its limit of {{limit}} pages. Split the document, or send it in several analyses.',
    photoBudgetExceeded:
      '“{{file}}” takes the analysis past its limit of {{limit}} photos read by OCR. Send the other photos in another analysis.',
    imageTooLarge:
      '“{{file}}” is larger than {{limit}} megapixels. Resize it (a phone’s standard photo size is fine) and upload it again.',
    analysisQueueUnavailable:
      'The analysis could not be started: the service is busy. Nothing was taken from your quota. Try again in a moment.',
    modelInvalidAnswer: 'The AI service returned an answer we could not use. Try again in a moment.',
    analysisNotReady: 'This analysis is not finished yet. Wait for the results, then try again.',
    noRiskSelected: 'Select at least one risk for the report.',
    unknownRisk:
      'A selected risk is not part of this analysis. Reload the results and select the risks again.',
    reportFailed: 'Error generating PDF. Try again in a moment.',
    requestInProgress:
      'This same request is still being processed. Wait a few seconds and check the result before sending it again.',
    editConflict:
      'This analysis was just changed elsewhere (another tab?). Reload the page: your earlier changes are there; redo the last one.',
    tooManyRisks: 'An analysis holds at most 120 risks. Merge or remove findings before adding more.',
    unknownPhoto: 'This photo is not part of the analysis. Choose one of the analysed photos.',
    notOwnFinding:
      'Only your own findings can be deleted. To leave out a proposed risk, untick it or merge it.',
    tooManyEdits: 'Too many changes in one save. Save them in several steps.',
    invalidImage: 'The file is not a readable PNG or JPEG image. Choose another image.',
    teamNotFound: 'This account does not belong to a team: enterprise team features need one.',
    alreadyMember: 'This person is already a member of the team.',
    invitationPending:
      'An invitation is already waiting for this address. Resend it from the Invitations tab.',
    tooManyPendingInvitations:
      'Too many invitations are waiting ({{limit}} at most for the user accounts still free). Cancel some or wait for answers.',
    teamFull:
      'All {{seats}} user accounts of the team are taken. The team administrator can free one or move to a larger plan.',
    ownerCannotBeRevoked: "The team owner's access cannot be revoked.",
    ownerRoleFixed: "The team owner's role cannot be changed.",
    memberNotActive: "This member's access has already been revoked.",
    invitationNotPending: 'Only a pending invitation can be resent or cancelled.',
    invitationNotFound: 'This invitation link is not valid (it may have been replaced by a newer one).',
    invitationExpired: 'This invitation has expired. Contact the team administrator for a new invitation.',
    invitationAlreadyAccepted: 'This invitation has already been accepted. Sign in to reach the team.',
    invitationDeclined: 'This invitation was declined.',
    invitationCancelled: 'This invitation was cancelled by the team administrator.',
    alreadyInTeam: 'This account already belongs to a team. An account can be in one team only.',
    visitorCodeInvalid:
      'The code is invalid or has expired (check the code and the e-mail address it was sent to).',
    visitorReadOnly: 'Visitor access is read-only: this action needs a team account.',
    pagesExhausted:
      "Your plan's {{limit}} pages for this month are used up ({{used}} used, this analysis needs {{needed}}). The allowance renews on the 1st of next month.",
    cannotRevokeSelf: 'You cannot revoke your own access.',
    twoFactorRequired:
      'Enter the 6-digit code from your authenticator app (or a recovery code) to finish signing in.',
    invalidTwoFactorCode:
      'This code is not valid or was already used. Enter the code your app shows now, or an unused recovery code.',
    twoFactorAlreadyEnabled: 'Two-step sign-in is already on. Turn it off first to set it up again.',
    twoFactorNotSetUp: 'Set up two-step sign-in first: scan the QR code, then enter the code shown.',
    libraryFull: 'Document limit reached: {{count}}/{{limit}} documents. Delete documents to add new ones.',
    pdfOnly: 'Only PDF files can be imported as analysis reports.',
    fileTypeNotAccepted:
      'This file is not of an accepted type (PDF, Word, text, RTF or photo), or its content does not match its name.',
    nothingSelected: 'Please select at least one item to analyze by checking the boxes in the tabs.',
    answerFailed: 'The answer could not be produced. Try again; if it keeps failing, contact support.',
    answerNotReady: 'No recent analysis to save: wait until the answer is ready.',
    accountDisabled:
      "This account has been disabled by RisqueVision's administrators. Write to support to learn why.",
    userNotFound: 'No account has this e-mail address.',
    cannotDisableAdmin: 'An administrator account cannot be disabled from this dashboard.',
    backupNotFound: 'This backup does not exist (it may have expired).',
    backupNotReady: 'This backup has not finished: try again in a few minutes.',
    backupRunning: 'A backup is already running: wait until it finishes.',
    internalError: 'Something went wrong on our side. Try again in a moment.',
  },
} satisfies ErrorsTexts;
