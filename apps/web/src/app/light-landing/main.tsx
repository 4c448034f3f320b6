import { DEFAULT_LANGUAGE } from '@das/shared/languages';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initI18n } from '@/lib/i18n';
import { LightLanding } from './light-landing';

/**
 * The landing page's own entry (loaded by boot.ts after the first paint, built by
 * vite.landing.config.ts with Preact in place of React): the page is already drawn
 * from prerendered HTML, so this only makes it interactive — language switch,
 * carousel, menu, cookie banner, update notice. Every other page is the
 * single-page app of index.html.
 */
const root = document.getElementById('root');
if (!root) throw new Error('landing.html has no #root element');
const demoServer = root.hasAttribute('data-demo-server');

void initI18n().then((i18n) => {
  const page = <LightLanding demoServer={demoServer} />;
  // The HTML is English; another language redraws it in place once its file is here.
  if (i18n.language === DEFAULT_LANGUAGE) hydrateRoot(root, page);
  else createRoot(root).render(page);
  // Said on the page once its controls answer (Preact draws synchronously): what
  // the browser tests wait for before they open the menu or switch the language.
  root.dataset.interactive = 'true';
});
