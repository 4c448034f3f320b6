import { CtaSection } from '../components/cta-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { LandingFooter } from '../components/landing-footer';
import { LandingNav } from '../components/landing-nav';
import { MissionSection } from '../components/mission-section';
import { PricingSection } from '../components/pricing-section';

/** The public landing page (SPEC.md §2 "/"). */
export function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col overflow-x-clip bg-white">
      <LandingNav />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <HeroSection />
        <MissionSection />
        <FeaturesSection />
        <PricingSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}
