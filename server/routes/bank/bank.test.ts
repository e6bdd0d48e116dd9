import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankAccounts } from '../../../domain/api/bank.ts';
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

const account = (ClientId: number, overrides: Record<string, unknown> = {}) => ({
  BankCode: '001',
  Agency: '1234',
  AccountNumber: '567890',
  AccountDigit: 'x',
  AccountType: 1,
  IsMain: true,
  ClientId,
  ...overrides,
});

describe('/api/bank', () => {
  it('starts empty, stores the accounts with the bank name, and PATCH replaces them whole', async () => {
    expect((await send(w.t, w.pf, 'GET', `/api/bank/${w.pf.id}`)).body).toEqual({ ClientId: w.pf.id, BankAccounts: [] });
    const two = [account(w.pf.id), account(w.pf.id, { BankCode: '341', IsMain: false, AccountType: 2 })];
    const saved = await send(w.t, w.pf, 'PATCH', '/api/bank', { ClientId: w.pf.id, BankAccounts: two });
    expect(saved.status).toBe(200);
    const stored = v.parse(BankAccounts, saved.body);
    expect(stored.BankAccounts.map((a) => [a.BankCode, a.AccountDigit, a.IsMain])).toEqual([
      ['001', 'X', true],
      ['341', 'X', false],
    ]);
    expect(stored.BankAccounts[0].BankName).toBe('Banco do Brasil S.A.');
    const one = await send(w.t, w.pf, 'PATCH', '/api/bank', { ClientId: w.pf.id, BankAccounts: [account(w.pf.id, { BankCode: '237' })] });
    expect(one.body.BankAccounts).toHaveLength(1);
    expect((await send(w.t, w.pf, 'GET', `/api/bank/${w.pf.id}`)).body).toEqual(one.body);
    expect(await auditCount(w.t, w.pf.id, 'bank.replace')).toBe(2);
  });

  it("answers 400 with the field's message and keeps the stored accounts", async () => {
    const cases: [unknown[], string][] = [
      [[account(w.pf.id, { BankCode: '999' })], 'Banco inválido'],
      [[account(w.pf.id, { IsMain: false })], 'Marque exatamente uma conta como principal'],
      [[account(w.pf.id), account(w.pf.id, { IsMain: false })], 'Conta bancária repetida'],
      [[], 'Informe ao menos uma conta bancária'],
      [[account(w.pf.id, { Agency: '12a' })], 'Agência inválida'],
      [[account(w.pf.id, { BankCode: '' })], 'Selecione o banco'],
      [[account(w.pf.id, { AccountNumber: '' })], 'Número da conta é obrigatório'],
      [[account(w.pf.id, { AccountType: 0 })], 'Selecione o tipo de conta'],
    ];
    const before = (await send(w.t, w.pf, 'GET', `/api/bank/${w.pf.id}`)).body;
    for (const [accounts, message] of cases) {
      const response = await send(w.t, w.pf, 'PATCH', '/api/bank', { ClientId: w.pf.id, BankAccounts: accounts });
      expect(response.status, message).toBe(400);
      expect(response.body.Errors.BankAccounts, message).toEqual([message]);
    }
    expect((await send(w.t, w.pf, 'GET', `/api/bank/${w.pf.id}`)).body).toEqual(before);
  });

  it('refuses bad tokens, another client (403) and another partner (404)', async () => {
    await expectAuthRequired(w.t, w.pj, w.pf, 'GET', `/api/bank/${w.pj.id}`);
    await expectAuthRequired(w.t, w.pj, w.pf, 'PATCH', '/api/bank', { ClientId: w.pj.id, BankAccounts: [account(w.pj.id)] });
    expect((await send(w.t, w.pj, 'GET', `/api/bank/${w.pf.id}`)).status).toBe(403);
    expect((await send(w.t, w.pj, 'PATCH', '/api/bank', { ClientId: w.pj.id, BankAccounts: [account(w.pf.id)] })).status).toBe(403);
    const cross = await crossPartnerToken(w.other, w.pj);
    expect((await send(w.t, cross, 'PATCH', '/api/bank', { ClientId: w.pj.id, BankAccounts: [account(w.pj.id)] })).status).toBe(404);
  });
});
