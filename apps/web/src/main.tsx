import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { CriticalErrorBoundary } from './app/startup/critical-error-boundary';
import { startApp } from './app/startup/start-app';
import { StartupGate } from './app/startup/startup-gate';
import { prefetchDemoInfo } from './lib/demo-info';
import { initI18n } from './lib/i18n';
import { restoreSession } from './lib/session/session';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const startup = startApp({ initTranslations: initI18n, restoreSession });
prefetchDemoInfo();

createRoot(root).render(
  <StrictMode>
    <CriticalErrorBoundary>
      <StartupGate startup={startup}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StartupGate>
    </CriticalErrorBoundary>
  </StrictMode>,
);
