import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AssetManagersBody } from './api/asset-manager.ts';
import { ProcuratorsBody } from './api/procurator.ts';
import { BasicDataBody } from './basic-data.ts';
import { isLandlineNumber, isMobileNumber, isPhoneNumber, isValidMobilePhone, normalizePastedPhone } from './phone.ts';

const manager = {
  Name: 'Gestora Beta',
  DDDMobilePhone: '11',
  MobilePhone: '34567890',
  AssetManagerCpfCnpj: '11222333000181',
  CustomerId: 7,
};

/** The first message at each issue path of an asset manager list holding `phone`. */
function phoneMessages(phone: { DDDMobilePhone?: unknown; MobilePhone?: unknown }): Record<string, string> {
  const result = v.safeParse(AssetManagersBody, { ClientId: 7, AssetManagers: [{ ...manager, ...phone }] });
  const out: Record<string, string> = {};
  for (const issue of result.issues ?? []) out[v.getDotPath(issue) ?? ''] ??= issue.message;
  return out;
}

describe('phone numbers (ANATEL numbering plan)', () => {
  it('tells a mobile (9 digits from 9) from a landline (8 digits from 2 to 5)', () => {
    expect(['987654321', '912345678'].map(isMobileNumber)).toEqual([true, true]);
    expect(['23456789', '34567890', '45678901', '56789012'].map(isLandlineNumber)).toEqual([true, true, true, true]);
    for (const bad of ['812345678', '12345678', '67890123', '98765432', '3456789', '345678901', '3456789a', ' 34567890', '']) {
      expect(isPhoneNumber(bad), bad).toBe(false);
    }
  });

  it('keeps the sign-up a mobile: a landline is no "celular"', () => {
    expect(isValidMobilePhone('(11) 98765-4321')).toBe(true);
    expect(isValidMobilePhone('(11) 3456-7890')).toBe(false);
    const body = v.safeParse(BasicDataBody, {
      CpfCnpj: '52998224725',
      BirthDate: '1990-03-15',
      Email: 'ana@example.com',
      MobilePhonePrefix: '11',
      MobilePhoneNumber: '34567890',
      PersonType: 'F',
      Name: 'Ana Souza',
      PartnerId: 1,
      RegisterUrl: 'localhost:3000',
      ChannelId: 1,
      KnowledgeId: 3,
    });
    expect(body.issues?.map((issue) => v.getDotPath(issue))).toEqual(['MobilePhoneNumber']);
    expect(body.issues?.find((issue) => v.getDotPath(issue) === 'MobilePhoneNumber')?.message).toBe('Celular inválido');
  });

  it('accepts a landline or a mobile for an asset manager and a procurator', () => {
    expect(phoneMessages({})).toEqual({});
    expect(phoneMessages({ MobilePhone: '987654321' })).toEqual({});
    const procurator = {
      DDDMobilePhone: '21',
      MobilePhone: '25551234',
      PersonType: 'F',
      DocumentIssuerName: 'SSP',
      DocumentNumber: '123',
      Name: 'Paulo Reis',
      CpfCnpj: '52998224725',
      Email: 'p@example.com',
      CustomerId: 7,
    };
    expect(v.safeParse(ProcuratorsBody, { ClientId: 7, Procurators: [procurator] }).success).toBe(true);
  });

  it('refuses a number no line has, an unknown area code, letters and control characters', () => {
    const invalid = 'Telefone inválido: celular com 9 dígitos ou fixo com 8';
    const number = 'AssetManagers.0.MobilePhone';
    const ddd = 'AssetManagers.0.DDDMobilePhone';
    expect(phoneMessages({ MobilePhone: '812345678' })).toEqual({ [number]: invalid });
    expect(phoneMessages({ MobilePhone: '67890123' })).toEqual({ [number]: invalid });
    expect(phoneMessages({ MobilePhone: '3456789O' })).toEqual({ [number]: invalid });
    expect(phoneMessages({ MobilePhone: '3456-7890' })).toEqual({ [number]: invalid });
    expect(phoneMessages({ MobilePhone: '3456\u00007890' })).toEqual({ [number]: 'Caracteres inválidos' });
    expect(phoneMessages({ MobilePhone: '' })).toEqual({ [number]: 'Telefone é obrigatório' });
    expect(phoneMessages({ MobilePhone: 34567890 })).toEqual({ [number]: 'Telefone é obrigatório' });
    expect(phoneMessages({ DDDMobilePhone: '23' })).toEqual({ [ddd]: 'DDD inexistente' });
    expect(phoneMessages({ DDDMobilePhone: '1a' })).toEqual({ [ddd]: 'DDD inexistente' });
    expect(phoneMessages({ DDDMobilePhone: '1\u001b' })).toEqual({ [ddd]: 'Caracteres inválidos' });
    expect(phoneMessages({ DDDMobilePhone: '' })).toEqual({ [ddd]: 'Telefone é obrigatório' });
  });
});

describe('normalizePastedPhone', () => {
  it.each([
    ['+55 11 98765-4321', '11987654321'],
    ['+5511987654321', '11987654321'],
    ['55 11 98765-4321', '11987654321'],
    ['(011) 98765-4321', '11987654321'],
    ['0 21 11 98765-4321', '11987654321'],
    ['021 11 98765-4321', '11987654321'],
    ['11 98765-4321', '11987654321'],
    ['(11) 3456-7890', '1134567890'],
    ['+55 (11) 3456-7890', '1134567890'],
    ['55 98765-4321', '55987654321'],
    ['98765-4321', '987654321'],
  ])('%s → %s', (pasted, expected) => expect(normalizePastedPhone(pasted)).toBe(expected));
});
