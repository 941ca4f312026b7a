/**
 * What the account setup page says happened: a payment when one was taken, the start of a free
 * trial when nothing was charged ("Paiement reçu" for a trial would be untrue).
 */
export function setupSubtitleKey(trial: boolean): 'accountSetup.subtitleTrial' | 'accountSetup.subtitle' {
  return trial ? 'accountSetup.subtitleTrial' : 'accountSetup.subtitle';
}
