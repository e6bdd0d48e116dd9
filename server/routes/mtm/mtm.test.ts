import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditCount,
  crossPartnerToken,
  expectAuthRequired,
  type SectionsWorld,
  send,
  startSectionsWorld,
} from '../../test-support/section-kit.ts';

let w: SectionsWorld;
const SIGNATURE = '246813';
beforeAll(async () => {
  w = await startSectionsWorld();
  const created = await send(w.t, w.pf, 'POST', '/api/electronic-check/create', { UserId: w.pf.userId, ElectronicCheck: SIGNATURE });
  if (created.status !== 201) throw new Error(`electronic signature: ${created.status}`);
});
afterAll(() => w.t.close());

const change = (CustomerId: number, overrides: Record<string, unknown> = {}) => ({
  MtmActivated: false,
  ClientElectronicCheck: SIGNATURE,
  ClientIp: '203.0.113.7',
  CustomerId,
  ...overrides,
});

describe('/api/position/client/mtm', () => {
  it('is activated by default (spec §3) and changes when confirmed with the electronic signature', async () => {
    expect(await send(w.t, w.pf, 'GET', '/api/position/client/mtm')).toEqual({
      status: 200,
      body: { MtmActivated: true, CustomerId: w.pf.id },
    });
    const saved = await send(w.t, w.pf, 'PUT', '/api/position/client/mtm', change(w.pf.id));
    expect(saved).toEqual({ status: 200, body: { MtmActivated: false, CustomerId: w.pf.id } });
    expect((await send(w.t, w.pf, 'GET', '/api/position/client/mtm')).body.MtmActivated).toBe(false);
    expect(await auditCount(w.t, w.pf.id, 'mtm.save')).toBe(1);
  });

  it('answers 400 for a wrong signature, a client without one, or a bad IP, and changes nothing', async () => {
    const wrong = await send(
      w.t,
      w.pf,
      'PUT',
      '/api/position/client/mtm',
      change(w.pf.id, { MtmActivated: true, ClientElectronicCheck: '111333' }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.Errors.ClientElectronicCheck[0]).toMatch(/^Assinatura eletrônica incorreta/);
    const none = await send(w.t, w.pj, 'PUT', '/api/position/client/mtm', change(w.pj.id));
    expect(none.body.Errors).toEqual({ ClientElectronicCheck: ['Assinatura eletrônica não cadastrada'] });
    const badIp = await send(w.t, w.pf, 'PUT', '/api/position/client/mtm', change(w.pf.id, { MtmActivated: true, ClientIp: '999.1.1.1' }));
    expect(badIp.body.Errors).toEqual({ ClientIp: ['IP inválido'] });
    expect((await send(w.t, w.pf, 'GET', '/api/position/client/mtm')).body.MtmActivated).toBe(false);
    expect((await send(w.t, w.pj, 'GET', '/api/position/client/mtm')).body.MtmActivated).toBe(true);
  });

  it('refuses bad tokens, another client (403) and another partner (404)', async () => {
    await expectAuthRequired(w.t, w.pf, w.pj, 'GET', '/api/position/client/mtm');
    await expectAuthRequired(w.t, w.pf, w.pj, 'PUT', '/api/position/client/mtm', change(w.pf.id));
    expect((await send(w.t, w.pf, 'PUT', '/api/position/client/mtm', change(w.pj.id))).status).toBe(403);
    const cross = await crossPartnerToken(w.other, w.pf);
    expect((await send(w.t, cross, 'GET', '/api/position/client/mtm')).status).toBe(404);
  });
});
