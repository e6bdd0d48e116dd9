import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { inlinedPartner } from '../flows/inlined-partner.ts';
import { BackofficeApp } from './backoffice.app.tsx';
import { startBackoffice } from './backoffice.flow.ts';

/** Mounts the back office (its own lazily loaded chunk) under the brand of the page's host. */
export function mountBackoffice(container: HTMLElement): void {
  const actor = startBackoffice();
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <BackofficeApp actor={actor} partner={inlinedPartner(document, window.location.host) ?? null} />
      </BrowserRouter>
    </StrictMode>,
  );
}
