import { CtaSection } from '../components/cta-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { MissionSection } from '../components/mission-section';
import { PricingSection } from '../components/pricing-section';
import { PublicLayout } from '../components/public-layout';

/** The public landing page (SPEC.md §2 "/"). */
export function LandingPage() {
  return (
    <PublicLayout>
      <HeroSection />
      <MissionSection />
      <FeaturesSection />
      <PricingSection />
      <CtaSection />
    </PublicLayout>
  );
}
