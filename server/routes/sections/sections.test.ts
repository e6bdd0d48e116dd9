import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Administrators } from '../../../domain/api/administrator.ts';
import { AssetManagers } from '../../../domain/api/asset-manager.ts';
import { Controllers } from '../../../domain/api/controllers.ts';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import { OrderIssuers } from '../../../domain/api/order-issuer.ts';
import { Procurators } from '../../../domain/api/procurator.ts';
import { Representatives } from '../../../domain/api/representative.ts';
import { Messages } from '../../../domain/messages.ts';
import { randomCnpj, randomCpf } from '../../test-support/documents.ts';
import {
  auditCount,
  type Customer,
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

const cpf = randomCpf();
const cnpj = randomCnpj();

/** One list section: its path, list key, a valid item, a broken item with the error it must give, its schema. */
type Case = {
  path: string;
  key: string;
  schema: v.GenericSchema;
  item: (who: Customer) => Record<string, unknown>;
  bad: (who: Customer) => Record<string, unknown>;
  message: string;
};

const cases: Case[] = [
  {
    path: '/api/order-issuer',
    key: 'Issuers',
    schema: OrderIssuers,
    item: (who) => ({ Name: 'Ana Souza', Cpf: cpf, Rg: '12.345.678-9', Email: 'ana@example.com', ClientId: who.id }),
    bad: (who) => ({ Name: 'Ana Souza', Cpf: '11111111111', Email: 'ana@example.com', ClientId: who.id }),
    message: Messages.cpfInvalid,
  },
  {
    path: '/api/controllers',
    key: 'controllers',
    schema: Controllers,
    item: (who) => ({ Name: 'Holding XPTO', CpfCnpj: cnpj, Percentage: 62.5, ClientId: who.id }),
    bad: (who) => ({ Name: 'Holding XPTO', CpfCnpj: cnpj, Percentage: 120, ClientId: who.id }),
    message: 'Percentual deve estar entre 0 e 100',
  },
  {
    path: '/api/representative',
    key: 'Representatives',
    schema: Representatives,
    item: (who) => ({ Name: 'Rui Lima', DocumentType: 'CPF', CpfCnpj: cpf, Category: 1, Percentage: 50, ClientId: who.id }),
    bad: (who) => ({ Name: 'Rui Lima', DocumentType: 'CNPJ', CpfCnpj: cpf, Category: 1, Percentage: 50, ClientId: who.id }),
    message: Messages.cnpjInvalid,
  },
  {
    path: '/api/administrator',
    key: 'Administrators',
    schema: Administrators,
    item: (who) => ({ CpfCnpj: cnpj, Name: 'Gestora Alfa', Email: 'alfa@example.com', ClientId: who.id }),
    bad: (who) => ({ CpfCnpj: cnpj, Name: 'Gestora Alfa', Email: 'not-an-email', ClientId: who.id }),
    message: Messages.emailInvalid,
  },
  {
    path: '/api/procurator',
    key: 'Procurators',
    schema: Procurators,
    item: (who) => ({
      DDDMobilePhone: '21',
      MobilePhone: '998765432',
      PersonType: 'F',
      DocumentIssuerName: '  SSP  ',
      DocumentNumber: ' 12345 ',
      Name: 'Paulo Reis',
      CpfCnpj: cpf,
      Email: 'paulo@example.com',
      CustomerId: who.id,
    }),
    bad: (who) => ({
      DDDMobilePhone: '21',
      MobilePhone: '88765432',
      PersonType: 'F',
      DocumentIssuerName: 'SSP',
      DocumentNumber: '12345',
      Name: 'Paulo Reis',
      CpfCnpj: cpf,
      Email: 'paulo@example.com',
      CustomerId: who.id,
    }),
    message: FieldMessages.phoneInvalid,
  },
  {
    path: '/api/asset-manager',
    key: 'AssetManagers',
    schema: AssetManagers,
    item: (who) => ({ Name: 'Gestor Beta', DDDMobilePhone: '11', MobilePhone: '987654321', AssetManagerCpfCnpj: cpf, CustomerId: who.id }),
    bad: (who) => ({ Name: 'Gestor Beta', DDDMobilePhone: '11', MobilePhone: '987654321', AssetManagerCpfCnpj: '123', CustomerId: who.id }),
    message: 'CPF/CNPJ inválido',
  },
];

describe.each(cases)('$path', ({ path, key, schema, item, bad, message }) => {
  const body = (who: Customer, items: Record<string, unknown>[]) => ({ ClientId: who.id, [key]: items });

  it('starts empty, stores the whole list, answers it on GET, and replaces it on the next PATCH', async () => {
    const empty = await send(w.t, w.pj, 'GET', `${path}/${w.pj.id}`);
    expect(empty).toEqual({ status: 200, body: { ClientId: w.pj.id, [key]: [] } });
    const saved = await send(w.t, w.pj, 'PATCH', `${path}/`, body(w.pj, [item(w.pj)]));
    expect(saved.status).toBe(200);
    const stored = v.parse(schema, saved.body) as Record<string, unknown[]>;
    expect(stored[key]).toHaveLength(1);
    expect((await send(w.t, w.pj, 'GET', `${path}/${w.pj.id}`)).body).toEqual(saved.body);
    const cleared = await send(w.t, w.pj, 'PATCH', path, body(w.pj, []));
    expect(cleared).toEqual({ status: 200, body: { ClientId: w.pj.id, [key]: [] } });
    expect(await auditCount(w.t, w.pj.id, `${path.split('/')[2]}.replace`)).toBe(2);
  });

  it("answers 400 with the field's message and stores nothing", async () => {
    await send(w.t, w.pf, 'PATCH', path, body(w.pf, [item(w.pf)]));
    const before = await auditCount(w.t, w.pf.id);
    const rejected = await send(w.t, w.pf, 'PATCH', path, body(w.pf, [bad(w.pf)]));
    expect(rejected.status).toBe(400);
    expect(rejected.body).toEqual({ Message: message, Errors: { [key]: [message] } });
    const unknown = await send(w.t, w.pf, 'PATCH', path, { ...body(w.pf, []), Extra: 1 });
    expect(unknown.body.Errors).toEqual({ Extra: [Messages.unknownField] });
    expect(((await send(w.t, w.pf, 'GET', `${path}/${w.pf.id}`)).body as Record<string, unknown[]>)[key]).toHaveLength(1);
    expect(await auditCount(w.t, w.pf.id)).toBe(before);
  });

  it('refuses bad tokens (401) and a documents-scope token (403)', async () => {
    await expectAuthRequired(w.t, w.pf, w.pj, 'GET', `${path}/${w.pf.id}`);
    await expectAuthRequired(w.t, w.pf, w.pj, 'PATCH', path, body(w.pf, []));
  });

  it("refuses another client's list in the path, the body or an item (403) and another partner's client (404)", async () => {
    expect((await send(w.t, w.pf, 'GET', `${path}/${w.other.id}`)).status).toBe(403);
    expect((await send(w.t, w.pf, 'PATCH', path, body(w.other, []))).status).toBe(403);
    expect((await send(w.t, w.pf, 'PATCH', path, { ClientId: w.pf.id, [key]: [item(w.pj)] })).status).toBe(403);
    const cross = await crossPartnerToken(w.other, w.pf);
    expect((await send(w.t, cross, 'GET', `${path}/${w.pf.id}`)).status).toBe(404);
    expect((await send(w.t, cross, 'PATCH', path, body(w.pf, []))).status).toBe(404);
  });
});

describe('read-side transformations', () => {
  it('procurators: phone combined into MobilePhoneNumber, issuer name and number trimmed', async () => {
    const [procurator] = cases.filter((c) => c.key === 'Procurators').map((c) => c.item(w.other));
    const saved = await send(w.t, w.other, 'PATCH', '/api/procurator', { ClientId: w.other.id, Procurators: [procurator] });
    expect(saved.body.Procurators[0]).toMatchObject({
      DDDMobilePhone: '21',
      MobilePhone: '998765432',
      MobilePhoneNumber: '21998765432',
      DocumentIssuerName: 'SSP',
      DocumentNumber: '12345',
      CustomerId: w.other.id,
    });
  });

  it('procurators and asset managers: a landline is kept as typed; a number no line has is refused', async () => {
    const manager = { Name: 'Gestora', DDDMobilePhone: '11', MobilePhone: '34567890', AssetManagerCpfCnpj: cnpj, CustomerId: w.other.id };
    const saved = await send(w.t, w.other, 'PATCH', '/api/asset-manager', { ClientId: w.other.id, AssetManagers: [manager] });
    expect(saved.body.AssetManagers[0]).toMatchObject({ DDDMobilePhone: '11', MobilePhone: '34567890' });
    const [procurator] = cases.filter((c) => c.key === 'Procurators').map((c) => c.item(w.other));
    const landline = { ...procurator, DDDMobilePhone: '31', MobilePhone: '23456789' };
    const read = await send(w.t, w.other, 'PATCH', '/api/procurator', { ClientId: w.other.id, Procurators: [landline] });
    expect(read.body.Procurators[0]).toMatchObject({ DDDMobilePhone: '31', MobilePhone: '23456789', MobilePhoneNumber: '3123456789' });
    const bad: [Record<string, unknown>, string][] = [
      [{ MobilePhone: '812345678' }, FieldMessages.phoneInvalid],
      [{ DDDMobilePhone: '23' }, FieldMessages.areaCodeInvalid],
      [{ MobilePhone: 'abcdefgh' }, FieldMessages.phoneInvalid],
      [{ MobilePhone: '3456\u00077890' }, FieldMessages.invalidCharacters],
    ];
    for (const [phone, message] of bad) {
      const refused = await send(w.t, w.other, 'PATCH', '/api/asset-manager', {
        ClientId: w.other.id,
        AssetManagers: [{ ...manager, ...phone }],
      });
      expect(refused.body, JSON.stringify(phone)).toEqual({ Message: message, Errors: { AssetManagers: [message] } });
    }
    expect((await send(w.t, w.other, 'GET', `/api/asset-manager/${w.other.id}`)).body.AssetManagers).toHaveLength(1);
  });

  it('administrators and asset managers: the document type guessed by length (11 → CPF)', async () => {
    const admins = [cpf, cnpj].map((CpfCnpj, i) => ({ CpfCnpj, Name: `Admin ${i}`, Email: `a${i}@example.com`, ClientId: w.other.id }));
    const saved = await send(w.t, w.other, 'PATCH', '/api/administrator', { ClientId: w.other.id, Administrators: admins });
    expect(saved.body.Administrators.map((a: { DocumentType: string }) => a.DocumentType)).toEqual(['CPF', 'CNPJ']);
    const managers = [cpf, cnpj].map((AssetManagerCpfCnpj) => ({
      Name: 'Gestor',
      DDDMobilePhone: '11',
      MobilePhone: '987654321',
      AssetManagerCpfCnpj,
      CustomerId: w.other.id,
    }));
    const stored = await send(w.t, w.other, 'PATCH', '/api/asset-manager', { ClientId: w.other.id, AssetManagers: managers });
    expect(stored.body.AssetManagers.map((m: { DocumentTypeId: number }) => m.DocumentTypeId)).toEqual([1, 2]);
  });

  it('representatives: the declared DocumentType is kept; an unknown category is refused', async () => {
    const rep = { Name: 'Sócia', DocumentType: 'CNPJ', CpfCnpj: cnpj, Category: 2, Percentage: 10.25, ClientId: w.pj.id };
    const saved = await send(w.t, w.pj, 'PATCH', '/api/representative', { ClientId: w.pj.id, Representatives: [rep] });
    expect(saved.body.Representatives[0]).toMatchObject({ DocumentType: 'CNPJ', Percentage: 10.25, Category: 2 });
    const unknown = await send(w.t, w.pj, 'PATCH', '/api/representative', {
      ClientId: w.pj.id,
      Representatives: [{ ...rep, Category: 999 }],
    });
    expect(unknown.body).toEqual({ Message: 'Selecione a categoria', Errors: { Representatives: ['Selecione a categoria'] } });
  });

  it('keeps the order items were sent in', async () => {
    const issuers = [randomCpf(), randomCpf(), randomCpf()].map((Cpf, i) => ({
      Name: `Pessoa ${i}`,
      Cpf,
      Email: `p${i}@example.com`,
      ClientId: w.pj.id,
    }));
    const saved = await send(w.t, w.pj, 'PATCH', '/api/order-issuer', { ClientId: w.pj.id, Issuers: issuers });
    expect(saved.body.Issuers.map((i: { Cpf: string }) => i.Cpf)).toEqual(issuers.map((i) => i.Cpf));
  });
});

describe('concurrent replacements', () => {
  it('leave exactly one of the lists sent, never a mix', async () => {
    const lists = Array.from({ length: 5 }, (_, n) =>
      Array.from({ length: n + 1 }, (_, i) => ({
        Name: `Lista ${n} pessoa ${i}`,
        Cpf: randomCpf(),
        Email: `l${n}p${i}@example.com`,
        ClientId: w.pf.id,
      })),
    );
    const answers = await Promise.all(
      lists.map((Issuers) => send(w.t, w.pf, 'PATCH', '/api/order-issuer', { ClientId: w.pf.id, Issuers })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const stored: { Cpf: string }[] = (await send(w.t, w.pf, 'GET', `/api/order-issuer/${w.pf.id}`)).body.Issuers;
    const match = lists.find((list) => list.length === stored.length);
    expect(stored.map((issuer) => issuer.Cpf)).toEqual(match?.map((issuer) => issuer.Cpf));
  });
});
