/**
 * DNS rebinding (ADR 217) against the real server, started as `npm run dev` starts it (development, dev mailbox and
 * flows relay on, loopback), and against the Vite dev server built from vite.config.ts: a page on evil.example whose
 * name now resolves to 127.0.0.1 reaches them from loopback, without forwarding headers, but names its own host.
 * Every development route must refuse it (403) and still answer localhost; a cross-site `text/plain` report must not
 * reach the relay's board. SECURITY_PORT_BASE picks the two ports (else the OS's free ones).
 */
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'vite';
import { seededDataDir } from '../../server/test-support/built-server.ts';
import { freePort } from '../../server/test-support/free-port.ts';
import { type ServerProcess, serverEnv, startServer } from '../../server/test-support/server-process.ts';

/** What the probes found: what each got (printed) and what is wrong. */
export type RebindingFigures = { lines: string[]; broken: string[] };

type Answer = { status: number; text: string };
type Probe = { method?: string; path: string; host: string; headers?: Record<string, string>; body?: string };

const EVIL = 'evil.example';
const JOURNEY = { machines: { onboarding: ['injected'] }, events: ['fake.event'] };

/** One request to 127.0.0.1:`port` with the Host given; an event stream is read up to its first event only. */
function send(port: number, { method = 'GET', path, host, headers = {}, body }: Probe): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { ...headers, Host: host } }, (res) => {
      let text = '';
      const done = () => resolve({ status: res.statusCode ?? 0, text });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (res.headers['content-type']?.includes('text/event-stream') && text.includes('\n\n')) {
          res.destroy();
          done();
        }
      });
      res.on('end', done);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function portsToUse(): Promise<[number, number]> {
  const base = Number(process.env.SECURITY_PORT_BASE);
  return base > 0 ? [base, base + 1] : [await freePort(), await freePort()];
}

async function probeApi(port: number, figures: RebindingFigures): Promise<void> {
  const local = `localhost:${port}`;
  const report = (host: string, origin: string, contentType: string, id: string) =>
    send(port, {
      method: 'POST',
      path: `/api/dev/flows/journeys/${id}`,
      host,
      headers: { Origin: origin, 'Content-Type': contentType },
      body: JSON.stringify(JOURNEY),
    });
  const expectations: [string, Promise<Answer>, number][] = [
    ['GET /dev/emails.json as evil.example', send(port, { path: '/dev/emails.json', host: `${EVIL}:${port}` }), 403],
    ['GET /dev/emails as evil.example', send(port, { path: '/dev/emails', host: EVIL }), 403],
    ['GET /api/dev/flows/stream as evil.example', send(port, { path: '/api/dev/flows/stream', host: `${EVIL}:${port}` }), 403],
    ['GET /api/dev/flows/coverage as evil.example', send(port, { path: '/api/dev/flows/coverage', host: EVIL }), 403],
    [
      'POST a journey as evil.example (same origin to the browser)',
      report(`${EVIL}:${port}`, `http://${EVIL}:${port}`, 'application/json', 'journey-evil1'),
      403,
    ],
    ['POST a text/plain journey cross-site to localhost', report(local, `http://${EVIL}`, 'text/plain', 'journey-evil2'), 403],
    ['POST a text/plain journey from its own origin', report(local, `http://${local}`, 'text/plain', 'journey-evil3'), 415],
    ['GET /metrics as evil.example', send(port, { path: '/metrics', host: `${EVIL}:${port}` }), 404],
    ['GET /dev/emails.json as localhost', send(port, { path: '/dev/emails.json', host: local }), 200],
  ];
  for (const [label, answer, status] of expectations) {
    const { status: got } = await answer;
    figures.lines.push(`api: ${label} → ${got}`);
    if (got !== status) figures.broken.push(`dns rebinding: ${label} answered ${got}, not ${status}`);
  }
  const stream = await send(port, { path: '/api/dev/flows/stream', host: local });
  figures.lines.push(`api: GET /api/dev/flows/stream as localhost → ${stream.status}`);
  if (stream.status !== 200) figures.broken.push(`dns rebinding: the relay's stream answered localhost ${stream.status}`);
  if (stream.text.includes('journey-evil')) figures.broken.push('dns rebinding: a refused report reached the relay');
}

async function probeVite(port: number, figures: RebindingFigures): Promise<void> {
  const vite = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    server: { port, strictPort: true, host: '127.0.0.1' },
  });
  await vite.listen();
  try {
    for (const [host, status] of [
      [`${EVIL}:${port}`, 403],
      [`localhost:${port}`, 200],
    ] as const) {
      const { status: got } = await send(port, { path: '/', host, headers: { Accept: 'text/html' } });
      figures.lines.push(`vite: GET / as ${host} → ${got}`);
      if (got !== status) figures.broken.push(`dns rebinding: the Vite dev server answered ${host} ${got}, not ${status}`);
    }
  } finally {
    await vite.close();
  }
}

/** Starts the server and the Vite dev server, probes both, stops both. */
export async function dnsRebinding(): Promise<RebindingFigures> {
  const figures: RebindingFigures = { lines: [], broken: [] };
  const [apiPort, vitePort] = await portsToUse();
  const dataDir = await seededDataDir();
  const server: ServerProcess = startServer(serverEnv(apiPort, { DATA_DIR: dataDir, FLOWS_VIEWER: 'true', TRUST_PROXY: 'false' }));
  try {
    await server.waitFor('listening on', 90_000);
    await probeApi(apiPort, figures);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await probeVite(vitePort, figures);
  return figures;
}
