/**
 * The billing feature's public surface (pricing, checkout, payment results, subscription), for
 * the app layer: landing pages embed these.
 */
export { ConseillerTrialCard } from './components/ConseillerTrialCard';
export { InternationalSubscription } from './components/InternationalSubscription';
export { useManageSubscription } from './api/manage-subscription';
