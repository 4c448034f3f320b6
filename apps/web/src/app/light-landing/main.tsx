import { DEFAULT_LANGUAGE } from '@das/shared/languages';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initI18n } from '@/lib/i18n';
import { LightLanding } from './light-landing';
import './landing.css';

/**
 * The landing page's own entry (landing.html, built by vite.landing.config.ts with
 * Preact in place of React): the page is already drawn from prerendered HTML, so
 * this only makes it interactive — language switch, carousel, menu, cookie banner,
 * update notice. Every other page is the single-page app of index.html.
 */
const root = document.getElementById('root');
if (!root) throw new Error('landing.html has no #root element');
const demoServer = root.hasAttribute('data-demo-server');

async function makeInteractive(container: HTMLElement): Promise<void> {
  const i18n = await initI18n();
  const page = <LightLanding demoServer={demoServer} />;
  // The HTML is English; another language redraws it in place once its file is here.
  if (i18n.language === DEFAULT_LANGUAGE) hydrateRoot(container, page);
  else createRoot(container).render(page);
}

// The browser paints the prerendered page first; the script's work waits for the
// frame after (a module script would otherwise run before that first paint).
requestAnimationFrame(() => setTimeout(() => void makeInteractive(root)));
