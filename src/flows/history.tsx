import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, useContext, useSyncExternalStore } from 'react';

/** Where the app is: the path and a key that is new for every history entry (a revisit of the same path too). */
export type HistoryLocation = { readonly pathname: string; readonly key: string };

/**
 * The session history the router bridge projects the machine onto (ADR 150): the browser's in the app, an
 * in-memory one in tests. `location` answers the same object until the location changes.
 */
export type AppHistory = {
  location(): HistoryLocation;
  push(path: string): void;
  replace(path: string): void;
  go(delta: number): void;
  /** Calls `listener` after every change (push, replace, back/forward); answers the unsubscribe. */
  listen(listener: () => void): () => void;
};

let keys = 0;
const newKey = () => `${Date.now().toString(36)}-${(keys++).toString(36)}`;
const pathOf = (to: string) => new URL(to, 'http://app.invalid').pathname;

function listeners() {
  const set = new Set<() => void>();
  return {
    notify: () => {
      for (const listener of set) listener();
    },
    listen: (listener: () => void) => {
      set.add(listener);
      return () => void set.delete(listener);
    },
  };
}

/** The browser's history: entries carry their key in `history.state`, back/forward arrive as `popstate`. */
export function createBrowserHistory(win: Window = window): AppHistory {
  const { notify, listen } = listeners();
  const read = (): HistoryLocation => {
    const key = (win.history.state as { key?: unknown } | null)?.key;
    return { pathname: win.location.pathname, key: typeof key === 'string' ? key : 'default' };
  };
  let current = read();
  const write = (path: string, method: 'pushState' | 'replaceState') => {
    const key = newKey();
    win.history[method]({ key }, '', path);
    current = read();
    notify();
  };
  win.addEventListener('popstate', () => {
    current = read();
    notify();
  });
  return {
    location: () => current,
    push: (path) => write(path, 'pushState'),
    replace: (path) => write(path, 'replaceState'),
    go: (delta) => win.history.go(delta),
    listen,
  };
}

/** An in-memory history opened at `entries[index]` (tests, like react-router's MemoryRouter). */
export function createMemoryHistory(entries: readonly string[] = ['/'], index = entries.length - 1): AppHistory {
  const { notify, listen } = listeners();
  const stack: HistoryLocation[] = entries.map((path, i) => ({ pathname: pathOf(path), key: i === index ? 'default' : newKey() }));
  let at = Math.min(Math.max(index, 0), stack.length - 1);
  return {
    location: () => stack[at],
    push: (path) => {
      stack.splice(at + 1, stack.length, { pathname: pathOf(path), key: newKey() });
      at = stack.length - 1;
      notify();
    },
    replace: (path) => {
      stack[at] = { pathname: pathOf(path), key: newKey() };
      notify();
    },
    go: (delta) => {
      const next = Math.min(Math.max(at + delta, 0), stack.length - 1);
      if (next === at) return;
      at = next;
      notify();
    },
    listen,
  };
}

const HistoryContext = createContext<AppHistory | null>(null);

/** Makes a history available to the router bridge, the links and the tests' URL probe below it. */
export function HistoryProvider({ history, children }: { history: AppHistory; children: ReactNode }) {
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

/** The history of the nearest provider. */
export function useHistory(): AppHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useHistory needs a <HistoryProvider>');
  return history;
}

/** The current location; re-renders when it changes. */
export function useLocation(): HistoryLocation {
  const history = useHistory();
  return useSyncExternalStore(history.listen, history.location, history.location);
}

// A click the browser should handle itself: another button, a modifier (new tab/window), another target.
/** A plain left click on a link of this tab, which the app may answer instead of loading the page. */
export const isOwnClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  (!event.currentTarget.target || event.currentTarget.target === '_self');

/**
 * An in-app link: a real `<a href>` (open in a new tab works) whose plain click changes the history instead of
 * loading the page. A link to the path shown replaces the entry (a new key: the bridge reports it as a revisit).
 */
export function Link({ to, onClick, ...rest }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const history = useHistory();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isOwnClick(event)) return;
        event.preventDefault();
        if (pathOf(to) === history.location().pathname) history.replace(to);
        else history.push(to);
      }}
    />
  );
}
