import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { LoadingView } from '../views/status/loading.view.tsx';
import { preloadView, VIEWS } from './view-map.ts';

vi.mock('../views/status/page-not-found.view.tsx', () => ({ PageNotFoundView: () => <p>not found</p> }));

// renderToString writes a Suspense boundary's fallback for a component that suspends: it shows whether a view renders
// in the same pass.
const rendered = (View: (typeof VIEWS)[keyof typeof VIEWS]) =>
  renderToString(
    <Suspense fallback={<p>loading</p>}>
      <View />
    </Suspense>,
  );

describe('the view map (ADR 211)', () => {
  test('a view not loaded yet suspends; once preloaded it renders in the same pass', async () => {
    expect(rendered(VIEWS.pageNotFound)).toContain('loading');
    const View = await preloadView('pageNotFound');
    expect(await preloadView('pageNotFound')).toBe(View);
    expect(rendered(VIEWS.pageNotFound)).toContain('not found');
  });

  test('the machine’s first screen comes with the app', () => {
    expect(VIEWS.loading).toBe(LoadingView);
  });

  test('the PJ upload step is the documents step’s component', () => {
    expect(VIEWS.uploadDocuments).toBe(VIEWS.documents);
  });
});
