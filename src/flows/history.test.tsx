import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { type AppHistory, createBrowserHistory, createMemoryHistory, HistoryProvider, Link, useLocation } from './history.tsx';

afterEach(() => window.history.replaceState(null, '', '/'));

function Where() {
  const location = useLocation();
  return <output aria-label="onde">{`${location.pathname} ${location.key}`}</output>;
}

const renderWith = (history: AppHistory, to: string) =>
  render(
    <HistoryProvider history={history}>
      <Where />
      <Link to={to}>Ir</Link>
    </HistoryProvider>,
  );

describe('browser history', () => {
  test('push and replace change the page URL, each with a new key, and tell the listeners', () => {
    const history = createBrowserHistory();
    const seen: string[] = [];
    history.listen(() => seen.push(history.location().pathname));
    const start = history.location();
    history.push('/novo-cadastro');
    const pushed = history.location();
    expect(window.location.pathname).toBe('/novo-cadastro');
    history.replace('/novo-cadastro');
    expect(history.location().key).not.toBe(pushed.key);
    expect(pushed.key).not.toBe(start.key);
    expect(seen).toEqual(['/novo-cadastro', '/novo-cadastro']);
    // The same object until the location changes (React's external store contract).
    expect(history.location()).toBe(history.location());
  });

  test('back/forward (popstate) is read back with the entry’s own key', () => {
    const history = createBrowserHistory();
    history.push('/a');
    const a = history.location();
    history.push('/b');
    // What the browser does on Back: the entry's URL and state come back, then popstate fires.
    window.history.replaceState({ key: a.key }, '', '/a');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(history.location()).toEqual(a);
  });
});

describe('memory history', () => {
  test('opens at the given entry; go moves within the entries and stops at their ends', () => {
    const history = createMemoryHistory(['/antes', '/cadastrar/endereco'], 1);
    expect(history.location().pathname).toBe('/cadastrar/endereco');
    history.go(-1);
    expect(history.location().pathname).toBe('/antes');
    history.go(-1);
    expect(history.location().pathname).toBe('/antes');
    history.push('/depois');
    history.go(1);
    expect(history.location().pathname).toBe('/depois');
  });

  test('a push after going back drops the entries ahead', () => {
    const history = createMemoryHistory(['/a', '/b', '/c'], 2);
    history.go(-2);
    history.push('/d');
    history.go(1);
    expect(history.location().pathname).toBe('/d');
    history.go(-1);
    expect(history.location().pathname).toBe('/a');
  });
});

describe('Link', () => {
  test('is a real link; a plain click changes the history without loading a page', async () => {
    const history = createMemoryHistory(['/']);
    renderWith(history, '/recuperar-senha');
    const link = screen.getByRole('link', { name: 'Ir' });
    expect(link.getAttribute('href')).toBe('/recuperar-senha');
    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'onde' }).textContent).toMatch(/^\/recuperar-senha /);
  });

  test('a click with a modifier (new tab) or another button is left to the browser', () => {
    const history = createMemoryHistory(['/']);
    renderWith(history, '/recuperar-senha');
    const link = screen.getByRole('link', { name: 'Ir' });
    // Whether the app cancelled the browser's own action, read after React's handler (then cancelled here: jsdom
    // cannot load another page).
    const cancelled: boolean[] = [];
    const record = (event: Event) => {
      cancelled.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    fireEvent.click(link, { button: 1 });
    expect(history.location().pathname).toBe('/');
    fireEvent.click(link);
    document.removeEventListener('click', record);
    expect(cancelled).toEqual([false, false, false, true]);
    expect(history.location().pathname).toBe('/recuperar-senha');
  });

  test('a link to the page shown replaces its entry with a new key (a revisit the bridge reports)', async () => {
    const history = createMemoryHistory(['/antes', '/'], 1);
    renderWith(history, '/');
    const before = history.location().key;
    await userEvent.click(screen.getByRole('link', { name: 'Ir' }));
    expect(history.location().pathname).toBe('/');
    expect(history.location().key).not.toBe(before);
    history.go(-1);
    expect(history.location().pathname).toBe('/antes');
  });
});
