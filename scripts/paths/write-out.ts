/**
 * Writes the whole text to stdout and resolves once it is handed to the OS: a pipe reader gets everything (a
 * process that exits first cuts a pipe at 64 KiB), and a reader that stops early (`| head`) ends the writing
 * quietly instead of crashing on EPIPE.
 */
export function writeOut(text: string, stream: NodeJS.WriteStream = process.stdout): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' ? resolve() : reject(error)));
    stream.write(text, () => resolve());
  });
}

/** Where `npm run paths` writes: its listing to `out`, a line for the person at the terminal to `err`. */
export type Output = { out: (text: string) => Promise<void>; err: (line: string) => void };

/** The process's stdout and stderr. */
export const STDIO: Output = { out: (text) => writeOut(text), err: (line) => console.error(line) };
