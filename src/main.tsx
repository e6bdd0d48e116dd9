import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app.tsx';
import { startOnboarding } from './flows/onboarding.flow.ts';
import { preloadLanding } from './flows/view-map.ts';

const actor = startOnboarding();
preloadLanding();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App actor={actor} />
    </BrowserRouter>
  </StrictMode>,
);
