import { renderToString } from 'react-dom/server';
import { initEnglishForPrerender } from '@/lib/i18n';
import { LightLanding } from './light-landing';

/**
 * Build time (vite.landing.config.ts): the landing page's HTML in English, with
 * or without the demo server's notice, for the server to send on `/`.
 */
export async function renderLanding(demoServer: boolean): Promise<string> {
  await initEnglishForPrerender();
  return renderToString(<LightLanding demoServer={demoServer} />);
}
