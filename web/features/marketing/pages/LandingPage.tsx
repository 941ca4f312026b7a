import { SiteFooter } from '@/components/ui/SiteFooter';
import { SiteHeader } from '@/components/ui/SiteHeader';
import { HomeFeatures } from '../components/HomeFeatures';
import { HomeHero } from '../components/HomeHero';
import { HowItWorks } from '../components/HowItWorks';
import { LandingPlans } from '../components/LandingPlans';

/** `/`: what RisqueVision does, how, and the four Canadian plans. */
function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SiteHeader />
      <main className="flex-1">
        <HomeHero />
        <HowItWorks />
        <HomeFeatures />
        <LandingPlans />
      </main>
      <SiteFooter />
    </div>
  );
}

export default LandingPage;
