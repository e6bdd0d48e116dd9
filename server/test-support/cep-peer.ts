import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/** How the peer answers one CEP: a JSON body, or a raw body, with a status (200) after `delayMs` (none). */
export type CepPeerAnswer = { status?: number; json?: unknown; body?: string; delayMs?: number };

/**
 * A CEP provider on loopback: its ViaCEP-style URL template (with `{cep}`), the same answers under BrasilAPI's path
 * (`brasilApiTemplate`), the calls per CEP, and its end.
 */
export type CepPeer = { template: string; brasilApiTemplate: string; calls: (cep: string) => number; close: () => Promise<void> };

/** ViaCEP's answer for 01310-100 (Avenida Paulista, São Paulo). */
export const VIACEP_PAULISTA = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 1047 a 1865 - lado ímpar',
  unidade: '',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  estado: 'São Paulo',
  regiao: 'Sudeste',
  ibge: '3550308',
  gia: '1004',
  ddd: '11',
  siafi: '7107',
};

/** ViaCEP's answer for a CEP it does not know. */
export const VIACEP_UNKNOWN = { erro: 'true' };

/** BrasilAPI's answer for 01310-100: no IBGE code, the city by name. */
export const BRASILAPI_PAULISTA = {
  cep: '01310100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  street: 'Avenida Paulista',
  service: 'open-cep',
};

/**
 * Starts a real HTTP CEP provider on 127.0.0.1 (`port`, else any free one) answering GET /ws/{cep}/json/ and
 * GET /api/cep/v1/{cep} with `answer(cep)`; other paths answer 404.
 */
export async function startCepPeer(answer: (cep: string) => CepPeerAnswer, port = 0): Promise<CepPeer> {
  const counts = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const match = /^\/(?:ws\/([^/]+)\/json\/?|api\/cep\/v1\/([^/]+))$/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    const cep = decodeURIComponent(match[1] ?? match[2]);
    counts.set(cep, (counts.get(cep) ?? 0) + 1);
    const { status = 200, json, body, delayMs = 0 } = answer(cep);
    const send = () => {
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(body ?? JSON.stringify(json ?? {}));
    };
    if (delayMs > 0) setTimeout(send, delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${bound}/ws/{cep}/json/`,
    brasilApiTemplate: `http://127.0.0.1:${bound}/api/cep/v1/{cep}`,
    calls: (cep) => counts.get(cep) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Run as a process of its own (the e2e suite's Playwright webServer, `tsx server/test-support/cep-peer.ts <port>`):
// it knows 01310-100 (Avenida Paulista) and answers every other CEP as unknown.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.argv[2]);
  await startCepPeer((cep) => ({ json: cep === '01310100' ? VIACEP_PAULISTA : VIACEP_UNKNOWN }), port);
  console.log(`CEP peer on 127.0.0.1:${port}`);
}
