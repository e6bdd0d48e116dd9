import { Spinner } from '../../components/spinner.tsx';

/** Shown while the partner is being identified (spec §2: a spinner while the partner loads). */
export function LoadingView() {
  return (
    <main data-view="loading" css={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Spinner />
    </main>
  );
}
