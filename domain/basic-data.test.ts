import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BasicDataBody, type BasicDataForm, birthDateError, brDateToIso, validateBasicDataForm } from './basic-data.ts';

const today = new Date(Date.UTC(2026, 10, 21));

const pfForm: BasicDataForm = {
  name: '  Maria   da Silva ',
  document: '529.982.247-25',
  birthDate: '15/03/1990',
  email: 'maria@example.com',
  emailConfirmation: 'Maria@Example.com',
  phone: '(11) 98765-4321',
  phoneConfirmation: '11987654321',
  knowledgeId: '3',
};

const body = {
  CpfCnpj: '52998224725',
  BirthDate: '1990-03-15',
  Email: 'maria@example.com',
  MobilePhonePrefix: '11',
  MobilePhoneNumber: '987654321',
  PersonType: 'F',
  Name: 'Maria da Silva',
  PartnerId: 1,
  RegisterUrl: 'localhost:3000',
  ChannelId: 1,
  KnowledgeId: 3,
};

const issuesOf = (input: unknown): Record<string, string[] | undefined> => {
  const { issues } = v.safeParse(BasicDataBody, input);
  return issues ? (v.flatten<typeof BasicDataBody>(issues).nested ?? {}) : {};
};

describe('validateBasicDataForm (spec §5)', () => {
  it('accepts a valid PF form', () => {
    expect(validateBasicDataForm(pfForm, 'F', today)).toEqual({});
  });
  it('reports mismatched email and phone confirmations with the spec messages', () => {
    const errors = validateBasicDataForm(
      { ...pfForm, emailConfirmation: 'outra@example.com', phoneConfirmation: '11987654320' },
      'F',
      today,
    );
    expect(errors.emailConfirmation).toBe('Verifique se o email e confirmação de email são iguais');
    expect(errors.phoneConfirmation).toBe('Verifique se o seu número de celular e confirmação são iguais');
  });
  it('names an area code no region has ("DDD inexistente"); any other bad number is "Celular inválido"', () => {
    const phone = (value: string) => validateBasicDataForm({ ...pfForm, phone: value, phoneConfirmation: value }, 'F', today).phone;
    expect(phone('(23) 98765-4321')).toBe('DDD inexistente');
    expect(phone('(20) 9')).toBe('DDD inexistente');
    expect(phone('(11) 88765-4321')).toBe('Celular inválido');
    expect(phone('1')).toBe('Celular inválido');
    expect(issuesOf({ ...body, MobilePhonePrefix: '23' }).MobilePhonePrefix).toEqual(['DDD inexistente']);
  });
  it('refuses control and format characters in the name with the field message, as the server does', () => {
    for (const name of ['Maria\u202e', 'Ma\u200bria', '\u001b[31mMaria', 'Maria\u0000']) {
      expect(validateBasicDataForm({ ...pfForm, name }, 'F', today).name).toBe('Caracteres inválidos');
      expect(issuesOf({ ...body, Name: name }).Name).toEqual(['Caracteres inválidos']);
    }
    expect(validateBasicDataForm({ ...pfForm, name: 'Maria\u00a0da Silva' }, 'F', today)).toEqual({});
  });
  it('requires the birth date for PF and the opening date for PJ', () => {
    expect(validateBasicDataForm({ ...pfForm, birthDate: '' }, 'F', today).birthDate).toBe('Data de nascimento é obrigatória');
    expect(validateBasicDataForm({ ...pfForm, birthDate: '', document: '11.222.333/0001-81' }, 'J', today).birthDate).toBe(
      'Data de abertura é obrigatória',
    );
  });
  it('checks the document against the person type', () => {
    expect(validateBasicDataForm({ ...pfForm, document: '' }, 'F', today).document).toBe('CPF é obrigatório');
    expect(validateBasicDataForm(pfForm, 'J', today).document).toBe('CNPJ inválido');
  });
  it('refuses minors and impossible dates', () => {
    expect(validateBasicDataForm({ ...pfForm, birthDate: '22/11/2008' }, 'F', today).birthDate).toBe(
      'É preciso ter 18 anos ou mais para abrir uma conta',
    );
    expect(validateBasicDataForm({ ...pfForm, birthDate: '31/02/1990' }, 'F', today).birthDate).toBe('Data inválida');
  });
});

describe('birthDateError and brDateToIso', () => {
  it('converts DD/MM/AAAA and accepts an 18th birthday on the day', () => {
    expect(brDateToIso('21/11/2008')).toBe('2008-11-21');
    expect(birthDateError('2008-11-21', 'F', today)).toBeUndefined();
    expect(birthDateError('2026-11-22', 'J', today)).toBe('A data não pode estar no futuro');
  });
});

describe('BasicDataBody (the wire contract of POST /api/client/basic-data)', () => {
  it('accepts a valid body and normalises the name', () => {
    const result = v.safeParse(BasicDataBody, { ...body, Name: '  Maria   da Silva ' });
    expect(result.success && result.output.Name).toBe('Maria da Silva');
  });
  it('rejects an unknown key (no mass assignment)', () => {
    expect(issuesOf({ ...body, StatusRegistration: 4 }).StatusRegistration).toEqual(['Campo não permitido']);
  });
  it('rejects a CPF with a bad check digit with the spec message', () => {
    expect(issuesOf({ ...body, CpfCnpj: '52998224724' }).CpfCnpj).toEqual(['CPF inválido']);
  });
  it('rejects a masked document: documents travel stripped', () => {
    expect(issuesOf({ ...body, CpfCnpj: '529.982.247-2' }).CpfCnpj).toBeDefined();
  });
  it('rejects a missing opening date of a company with the PJ message', () => {
    expect(issuesOf({ ...body, PersonType: 'J', CpfCnpj: '11222333000181', BirthDate: '' }).BirthDate).toEqual([
      'Data de abertura é obrigatória',
    ]);
  });
  it('rejects wrong types, bad phones and an over-long name', () => {
    const nested = issuesOf({ ...body, PartnerId: '1', MobilePhoneNumber: '12345', Name: 'x'.repeat(121) });
    expect(nested.PartnerId).toEqual(['Campo inválido']);
    expect(nested.MobilePhoneNumber).toEqual(['Celular inválido']);
    expect(nested.Name).toEqual(['Nome deve ter no máximo 120 caracteres']);
  });
});
