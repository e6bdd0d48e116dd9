import { existsSync } from 'node:fs';

/** The Chromium the browser suites use: CHROME_PATH, else Debian's package, else undefined. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter((path): path is string => Boolean(path));
  return candidates.find((path) => existsSync(path));
}
