import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../../domain/messages.ts';
import { clients } from '../../db/schema/index.ts';
import { nextAddress, pfBody } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MISSING = Symbol('missing');
const year = new Date().getUTCFullYear();
const id = { malformed: 0, tooLong: 2_147_483_648, wrongType: '1', message: Messages.invalidField };

// Per field: a malformed value, a missing field, a too-long value and a wrong type, each with the message the caller sees.
const FIELDS: Record<string, [label: string, value: unknown, message: string][]> = {
  CpfCnpj: [
    ['malformed (bad check digits)', '12345678900', Messages.cpfInvalid],
    ['malformed (with mask)', '529.982.247-25', Messages.invalidField],
    ['empty', '', Messages.cpfRequired],
    ['missing', MISSING, Messages.invalidField],
    ['too long', '123456789012345', Messages.invalidField],
    ['wrong type', 52998224725, Messages.invalidField],
  ],
  BirthDate: [
    ['malformed', '17/05/1990', Messages.birthDateInvalid],
    ['not a real day', '1990-02-30', Messages.birthDateInvalid],
    ['empty', '', Messages.birthDateRequired],
    ['under 18', `${year - 10}-01-01`, Messages.underAge],
    ['in the future', `${year + 1}-01-01`, Messages.futureDate],
    ['missing', MISSING, Messages.invalidField],
    ['too long', '1990-05-170', Messages.birthDateInvalid],
    ['wrong type', 19900517, Messages.invalidField],
  ],
  Email: [
    ['malformed', 'maria@', Messages.emailInvalid],
    ['empty', '', Messages.emailRequired],
    ['missing', MISSING, Messages.emailRequired],
    ['too long', `${'a'.repeat(250)}@example.com`, Messages.emailInvalid],
    ['wrong type', 42, Messages.emailRequired],
  ],
  MobilePhonePrefix: [
    ['malformed', '1a', Messages.phoneInvalid],
    ['missing', MISSING, Messages.phoneRequired],
    ['too long', '111', Messages.phoneInvalid],
    ['unassigned area code', '23', Messages.areaCodeInvalid],
    ['wrong type', 11, Messages.phoneRequired],
  ],
  MobilePhoneNumber: [
    ['malformed (not a mobile)', '887654321', Messages.phoneInvalid],
    ['missing', MISSING, Messages.phoneRequired],
    ['too long', '9876543210', Messages.phoneInvalid],
    ['wrong type', 987654321, Messages.phoneRequired],
  ],
  PersonType: [
    ['malformed', 'X', Messages.personTypeInvalid],
    ['missing', MISSING, Messages.personTypeInvalid],
    ['too long', 'FF', Messages.personTypeInvalid],
    ['wrong type', 1, Messages.personTypeInvalid],
  ],
  Name: [
    ['blank', '   ', Messages.nameRequired],
    ['missing', MISSING, Messages.nameRequired],
    ['too long', 'M'.repeat(121), Messages.nameTooLong],
    ['wrong type', ['Maria'], Messages.nameRequired],
    ['with a NUL', 'Maria\u0000 Silva', Messages.invalidCharacters],
    ['with an ANSI escape', '\u001b[31mMaria', Messages.invalidCharacters],
    ['with a C1 control', 'Maria\u0085Silva', Messages.invalidCharacters],
    ['with a right-to-left override', 'Maria \u202eavliS', Messages.invalidCharacters],
    ['with a zero-width space', 'Ma\u200bria', Messages.invalidCharacters],
    ['with a lone surrogate', 'Maria \ud800', Messages.invalidCharacters],
  ],
  AdvisorId: [
    ['malformed', id.malformed, id.message],
    ['too large', id.tooLong, id.message],
    ['wrong type', id.wrongType, id.message],
  ],
  OfficeId: [
    ['malformed', -3, id.message],
    ['too large', id.tooLong, id.message],
    ['wrong type', id.wrongType, id.message],
  ],
  PartnerId: [
    ['malformed', 1.5, id.message],
    ['missing', MISSING, id.message],
    ['too large', id.tooLong, id.message],
    ['wrong type', id.wrongType, id.message],
  ],
  RegisterUrl: [
    ['malformed (with scheme)', 'https://localhost', Messages.invalidField],
    ['missing', MISSING, Messages.invalidField],
    ['too long', `${'a'.repeat(250)}.localhost`, Messages.invalidField],
    ['wrong type', true, Messages.invalidField],
  ],
  ChannelId: [
    ['malformed', 0, id.message],
    ['missing', MISSING, id.message],
    ['too large', id.tooLong, id.message],
    ['wrong type', null, id.message],
  ],
  KnowledgeId: [
    ['malformed', 0, Messages.knowledgeRequired],
    ['missing', MISSING, Messages.knowledgeRequired],
    ['fractional', 1.5, Messages.knowledgeRequired],
    ['wrong type', '1', Messages.knowledgeRequired],
    ['too large (above PostgreSQL integer)', id.tooLong, Messages.knowledgeRequired],
    ['huge', 1e300, Messages.knowledgeRequired],
  ],
};

const cases = Object.entries(FIELDS).flatMap(([field, list]) => list.map(([label, value, message]) => ({ field, label, value, message })));

describe('POST /api/client/basic-data: every field, bad', () => {
  it.each(cases)('$field $label → 400 with the field message, nothing stored', async ({ field, value, message }) => {
    const body = pfBody(t);
    if (value === MISSING) delete body[field];
    else body[field] = value;
    const before = (await t.database.db.select({ n: count() }).from(clients))[0].n;
    const response = await t.call('POST', '/api/client/basic-data', { json: body, ip: nextAddress() });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ Message: message, Errors: { [field]: [message] } });
    expect((await t.database.db.select({ n: count() }).from(clients))[0].n).toBe(before);
  });

  it('answers every bad field at once, the first one as Message, and names unknown keys', async () => {
    const body = { ...pfBody(t), Email: 'x', Name: '', IsAdmin: true, StatusRegistration: 4 };
    const response = await t.call('POST', '/api/client/basic-data', { json: body, ip: nextAddress() });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      Message: Messages.emailInvalid,
      Errors: {
        Email: [Messages.emailInvalid],
        Name: [Messages.nameRequired],
        IsAdmin: [Messages.unknownField],
        StatusRegistration: [Messages.unknownField],
      },
    });
  });

  it('treats keys named like Object.prototype members as unknown', async () => {
    const json = JSON.stringify(pfBody(t)).replace(/}$/, ',"__proto__":{"isAdmin":true},"constructor":1}');
    const response = await t.call('POST', '/api/client/basic-data', {
      body: json,
      headers: { 'Content-Type': 'application/json' },
      ip: nextAddress(),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).Errors).toEqual({ __proto__: [Messages.unknownField], constructor: [Messages.unknownField] });
  });

  it('accepts the optional advisor and office being absent', async () => {
    const { AdvisorId: _a, OfficeId: _o, ...body } = pfBody(t);
    const response = await t.call('POST', '/api/client/basic-data', { json: body, ip: nextAddress() });
    expect(response.status).toBe(202);
  });
});
