import { InternationalSubscription } from '@/features/billing';
import { InternationalLandingPage } from '@/features/marketing/pages/InternationalLandingPage';

/** The app layer joins the two features: the page comes from marketing, plans and form from checkout. */
function InternationalLandingRoute() {
  return <InternationalLandingPage subscription={<InternationalSubscription />} />;
}

export default InternationalLandingRoute;
