import { DemoServerBar } from '@/features/demo/components/demo-server-notice';
import { LandingPage } from '@/features/landing/routes/landing-page';
import { PrerenderedContext } from '@/lib/prerendered';
import { RootFrame } from '../root-frame';

/**
 * The landing page as the server sends it on `/`: prerendered HTML, then made
 * interactive by a small entry (docs/decisions/018). `demoServer` is whether the
 * server runs demo mode; the server picks the HTML drawn with or without it.
 */
export function LightLanding({ demoServer }: { demoServer: boolean }) {
  return (
    <PrerenderedContext.Provider value>
      <RootFrame top={demoServer ? <DemoServerBar /> : null}>
        <LandingPage />
      </RootFrame>
    </PrerenderedContext.Provider>
  );
}
