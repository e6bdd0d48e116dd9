import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address } from '../../../domain/api/address.ts';
import { Messages } from '../../../domain/messages.ts';
import {
  auditCount,
  crossPartnerToken,
  expectAuthRequired,
  type SectionsWorld,
  send,
  startSectionsWorld,
} from '../../test-support/section-kit.ts';

let w: SectionsWorld;
beforeAll(async () => {
  w = await startSectionsWorld();
});
afterAll(() => w.t.close());

const paulista = (ClientId: number) => ({
  PostalCode: '01310100',
  Street: 'Avenida Paulista',
  Number: '1000',
  Complement: ' ',
  Neighborhood: 'Bela Vista',
  CityId: 3550308,
  StateId: 35,
  ClientId,
});

describe('/api/address', () => {
  it('answers 404 before any address, then POST creates it (CountryId BRA) and GET reads it', async () => {
    const none = await send(w.t, w.pf, 'GET', `/api/address/${w.pf.id}`);
    expect(none).toEqual({ status: 404, body: { Message: Messages.notFound } });
    const created = await send(w.t, w.pf, 'POST', '/api/address', paulista(w.pf.id));
    expect(created.status).toBe(201);
    const address = v.parse(Address, created.body);
    expect(address).toMatchObject({ CountryId: 'BRA', Complement: null, CityId: 3550308, ClientId: w.pf.id });
    expect(address.AddressId).toBeGreaterThan(0);
    expect((await send(w.t, w.pf, 'GET', `/api/address/${w.pf.id}`)).body).toEqual(created.body);
  });

  it('answers 409 to a second POST and changes the address with PUT and its AddressId', async () => {
    const { body: current } = await send(w.t, w.pf, 'GET', `/api/address/${w.pf.id}`);
    const again = await send(w.t, w.pf, 'POST', '/api/address', paulista(w.pf.id));
    expect(again.status).toBe(409);
    const moved = {
      ...paulista(w.pf.id),
      AddressId: current.AddressId,
      PostalCode: '20010020',
      Street: 'Rua da Assembleia',
      Number: '10',
      CityId: 3304557,
      StateId: 33,
    };
    const updated = await send(w.t, w.pf, 'PUT', '/api/address', moved);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ AddressId: current.AddressId, Street: 'Rua da Assembleia', StateId: 33 });
    expect(await auditCount(w.t, w.pf.id, 'address.update')).toBe(1);
  });

  it("PUT with an AddressId that is not the client's answers 404 and changes nothing", async () => {
    const created = await send(w.t, w.other, 'POST', '/api/address', paulista(w.other.id));
    const wrong = await send(w.t, w.pf, 'PUT', '/api/address', { ...paulista(w.pf.id), AddressId: created.body.AddressId });
    expect(wrong.status).toBe(404);
    expect((await send(w.t, w.other, 'GET', `/api/address/${w.other.id}`)).body.Street).toBe('Avenida Paulista');
  });

  it("answers 400 with the field's message and stores nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ PostalCode: '01310-100' }, 'PostalCode', 'CEP inválido'],
      [{ CityId: 3304557 }, 'CityId', 'A cidade não pertence ao estado informado'],
      [{ CityId: 1234567 }, 'CityId', 'Cidade inválida'],
      [{ StateId: 99 }, 'StateId', 'Estado inválido'],
      [{ PostalCode: '20010020' }, 'PostalCode', 'CEP não pertence ao estado selecionado'],
      [{ PostalCode: '00999999' }, 'PostalCode', 'CEP não pertence ao estado selecionado'],
      [{ CountryId: 'ARG' }, 'CountryId', 'País inválido'],
      [{ Street: '' }, 'Street', 'Logradouro é obrigatório'],
      [{ Neighborhood: ' ' }, 'Neighborhood', 'Bairro é obrigatório'],
      [{ StateId: 0 }, 'StateId', 'Selecione o estado'],
      [{ Number: '12345678901' }, 'Number', 'Máximo de 10 caracteres'],
      [{ AddressId: 5 }, 'AddressId', Messages.invalidField],
    ];
    for (const [change, field, message] of cases) {
      const response = await send(w.t, w.pj, 'POST', '/api/address', { ...paulista(w.pj.id), ...change });
      expect(response.status, field).toBe(400);
      expect(response.body.Errors[field], field).toEqual([message]);
    }
    expect((await send(w.t, w.pj, 'GET', `/api/address/${w.pj.id}`)).status).toBe(404);
    expect(await auditCount(w.t, w.pj.id, 'address.create')).toBe(0);
  });

  it('refuses bad tokens, another client (403) and another partner (404)', async () => {
    await expectAuthRequired(w.t, w.pf, w.pj, 'GET', `/api/address/${w.pf.id}`);
    await expectAuthRequired(w.t, w.pf, w.pj, 'POST', '/api/address', paulista(w.pf.id));
    expect((await send(w.t, w.pf, 'GET', `/api/address/${w.other.id}`)).status).toBe(403);
    expect((await send(w.t, w.pf, 'POST', '/api/address', paulista(w.other.id))).status).toBe(403);
    const cross = await crossPartnerToken(w.other, w.pf);
    expect((await send(w.t, cross, 'GET', `/api/address/${w.pf.id}`)).status).toBe(404);
  });
});
