/** The checkout feature's public surface, for the app layer (landing pages embed these). */
export { ConseillerTrialCard } from './components/ConseillerTrialCard';
export { InternationalSubscription } from './components/InternationalSubscription';
