import { ConseillerTrialCard } from '@/features/billing';
import { ConseillerLandingPage } from '@/features/marketing/pages/ConseillerLandingPage';

/** The app layer joins the two features: the page comes from marketing, the trial form from checkout. */
function ConseillerLandingRoute() {
  return <ConseillerLandingPage proPlan={<ConseillerTrialCard />} />;
}

export default ConseillerLandingRoute;
