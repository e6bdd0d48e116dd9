import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CepAddress, CepMessages } from '../../../domain/api/cep.ts';
import {
  BRASILAPI_PAULISTA,
  type CepPeer,
  type CepPeerAnswer,
  startCepPeer,
  VIACEP_PAULISTA,
  VIACEP_UNKNOWN,
} from '../../test-support/cep-peer.ts';
import { freePort } from '../../test-support/free-port.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';
import { CEP_LOOKUP_LIMIT } from './cep.routes.ts';
import { CEP_CACHE_TTL_MS } from './cep.service.ts';

// What the loopback provider answers, by CEP; each test owns its CEPs (the cache is shared by the file's app).
const ANSWERS: Record<string, CepPeerAnswer> = {
  '01310100': { json: VIACEP_PAULISTA },
  '99999998': { json: VIACEP_UNKNOWN },
  '99999997': { status: 404, json: {} },
  '20010020': { json: { cep: '20010-020', logradouro: 'Rua da Assembleia', bairro: 'Centro', localidade: 'Rio de Janeiro', uf: 'RJ' } },
  '01001000': { json: { ...VIACEP_PAULISTA, cep: '01001-000', logradouro: 'Praça da Sé', bairro: 'Sé' } },
  '88888888': { status: 500, body: '<html>Internal Server Error</html>' },
  '77777777': { body: '{"cep": "77777-777", "logradouro": ' },
  '77777776': { json: { cep: '77777-776', uf: 'XX', localidade: 'Lugar Nenhum' } },
  '77777775': { json: { ...VIACEP_PAULISTA, cep: '01310-200' } },
  '77777774': { json: [1, 2, 3] },
  '77777773': { body: `{"cep":"77777-773","bairro":"${'x'.repeat(40_000)}"}` },
  '66666666': { json: VIACEP_PAULISTA, delayMs: 5_000 },
  // BrasilAPI's shapes: an address without an IBGE code (null street: a city-wide CEP), and an unknown CEP's 404.
  '01310101': { json: { ...BRASILAPI_PAULISTA, cep: '01310101' } },
  '39400001': { json: { cep: '39400-001', state: 'MG', city: 'Montes Claros', neighborhood: null, street: null, service: 'viacep' } },
  '39400002': {
    status: 404,
    json: { name: 'CepPromiseError', message: 'Todos os serviços de CEP retornaram erro.', type: 'service_error' },
  },
};

let peer: CepPeer;
let t: TestApp;
const clock = new TestClock(new Date('2026-01-10T12:00:00Z'));
let ipCounter = 0;
// Each test speaks from an address of its own, so the rate limit of one does not spend another's.
const nextIp = () => `10.0.0.${++ipCounter}`;

const lookUp = async (cep: string, ip = nextIp()) => {
  const response = await t.call('GET', `/api/address/cep/${cep}`, { ip });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  peer = await startCepPeer((cep) => ANSWERS[cep] ?? { json: VIACEP_UNKNOWN });
  // A refused port first: the lookup goes on to the next provider.
  const refused = `http://127.0.0.1:${await freePort()}/ws/{cep}/json/`;
  t = await startTestApp({ clock, config: { cep: { providers: [refused, peer.template], timeoutMs: 400 } } });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

describe('GET /api/address/cep/{cep}', () => {
  it('answers the address of a known CEP, with the IBGE code of our cities lookup, hyphen or not', async () => {
    const answer = await lookUp('01310-100');
    expect(answer.status).toBe(200);
    expect(v.parse(CepAddress, answer.body)).toEqual({
      Cep: '01310100',
      Street: 'Avenida Paulista',
      District: 'Bela Vista',
      State: 'SP',
      CityId: 3550308,
      CityName: 'São Paulo',
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a cached CEP without asking the provider again', async () => {
    const first = await lookUp('01001000');
    expect(peer.calls('01001000')).toBe(1);
    const second = await lookUp('01001-000');
    expect(second).toMatchObject({ status: 200, body: first.body });
    expect(peer.calls('01001000')).toBe(1);
  });

  it('finds the city by name when the provider sends no IBGE code', async () => {
    expect((await lookUp('20010020')).body).toMatchObject({ State: 'RJ', CityId: 3304557, CityName: 'Rio de Janeiro' });
  });

  it('answers 404 with a pt-BR Message for an unknown CEP ({ erro } or a 404), and caches it for a while', async () => {
    for (const cep of ['99999998', '99999997']) {
      expect(await lookUp(cep)).toMatchObject({ status: 404, body: { Message: CepMessages.notFound } });
      await lookUp(cep);
      expect(peer.calls(cep), cep).toBe(1);
    }
    clock.advance(CEP_CACHE_TTL_MS.notFound + 1_000);
    await lookUp('99999998');
    expect(peer.calls('99999998')).toBe(2);
  });

  it.each([
    ['a 500', '88888888'],
    ['malformed JSON', '77777777'],
    ['an unknown state', '77777776'],
    ['another CEP', '77777775'],
    ['not an object', '77777774'],
    ['an oversized body', '77777773'],
    ['an answer slower than the timeout', '66666666'],
  ])('answers 503 with Retry-After and a pt-BR Message when the provider sends %s, and caches nothing', async (_, cep) => {
    const answer = await lookUp(cep);
    expect(answer).toMatchObject({ status: 503, body: { Message: CepMessages.unavailable } });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    await lookUp(cep);
    expect(peer.calls(cep)).toBe(2);
  });

  it('still answers a known address past its expiry while the provider is down', async () => {
    ANSWERS['01311000'] = { json: { ...VIACEP_PAULISTA, cep: '01311-000', logradouro: 'Avenida Paulista' } };
    expect((await lookUp('01311000')).status).toBe(200);
    ANSWERS['01311000'] = { status: 500, body: 'down' };
    clock.advance(CEP_CACHE_TTL_MS.found + 1_000);
    expect(await lookUp('01311000')).toMatchObject({ status: 200, body: { Street: 'Avenida Paulista', CityId: 3550308 } });
    expect(peer.calls('01311000')).toBe(2);
  });

  it('answers 400 (never 500) to anything but 8 digits with an optional hyphen, without asking the provider', async () => {
    const bad = [
      '0131010',
      '013101000',
      '01310--100',
      '01310_100',
      'abcdefgh',
      '01.310-100',
      '%00%00',
      '%E0%A4%A',
      '０１３１０１００',
      'x'.repeat(2_000),
    ];
    for (const cep of bad) {
      const answer = await lookUp(cep);
      expect(answer.status, cep).toBe(400);
      expect(answer.body.Message, cep).toBe('CEP inválido');
    }
    expect((await t.call('GET', '/api/address/cep/01310100/extra')).status).toBe(404);
  });

  it('answers 429 with Retry-After past the per-address limit', async () => {
    const ip = nextIp();
    for (let i = 0; i < CEP_LOOKUP_LIMIT.limit; i++) expect((await lookUp('01310100', ip)).status).toBe(200);
    const spent = await lookUp('01310100', ip);
    expect(spent.status).toBe(429);
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await lookUp('01310100')).status).toBe(200);
  });
});

describe('GET /api/address/cep/{cep} when ViaCEP is down and BrasilAPI answers', () => {
  let down: CepPeer;
  let fallback: TestApp;
  beforeAll(async () => {
    down = await startCepPeer(() => ({ status: 500, body: 'down' }));
    fallback = await startTestApp({ config: { cep: { providers: [down.template, peer.brasilApiTemplate], timeoutMs: 400 } } });
  });
  afterAll(async () => {
    await fallback.close();
    await down.close();
  });
  const ask = async (cep: string) => {
    const response = await fallback.call('GET', `/api/address/cep/${cep}`, { ip: nextIp() });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it("fills the address from BrasilAPI's answer, the city's IBGE code found by its name", async () => {
    expect(await ask('01310-101')).toEqual({
      status: 200,
      body: { Cep: '01310101', Street: 'Avenida Paulista', District: 'Bela Vista', State: 'SP', CityId: 3550308, CityName: 'São Paulo' },
    });
    expect(down.calls('01310101')).toBe(1);
  });

  it("keeps a city-wide CEP's empty street and bairro for the customer to type", async () => {
    expect(await ask('39400001')).toMatchObject({
      status: 200,
      body: { Street: '', District: '', State: 'MG', CityName: 'Montes Claros' },
    });
  });

  it('answers 404 for a CEP BrasilAPI does not know', async () => {
    expect(await ask('39400002')).toMatchObject({ status: 404, body: { Message: CepMessages.notFound } });
  });
});
