import { describe, expect, it } from 'vitest';
import {
  documentTypeByLength,
  documentTypeIdByLength,
  PartyDocumentTypeId,
  representativeDocumentType,
  trimDocumentFields,
  withMobilePhoneNumber,
} from './read-side.ts';

describe('document type guesses (spec §9, both readings kept)', () => {
  it('administrators and asset managers: 11 characters once trimmed is a CPF, anything else a CNPJ', () => {
    expect(documentTypeByLength(' 52998224725 ')).toBe('CPF');
    expect(documentTypeByLength('11222333000181')).toBe('CNPJ');
    expect(documentTypeByLength('')).toBe('CNPJ');
    expect(documentTypeByLength(null)).toBe('CNPJ');
    expect(documentTypeIdByLength('52998224725')).toBe(PartyDocumentTypeId.CPF);
    expect(documentTypeIdByLength('12ABC34501DE35')).toBe(PartyDocumentTypeId.CNPJ);
  });
  it('representatives: a 14-character trimmed value is a CPF — the masked CPF of a form', () => {
    expect(representativeDocumentType(' 529.982.247-25 ')).toBe('CPF');
    expect(representativeDocumentType('11.222.333/0001-81')).toBe('CNPJ');
    expect(representativeDocumentType(undefined)).toBe('CNPJ');
  });
});

describe('read-side transformations (spec §3)', () => {
  it('trims the issuer name and number and keeps nulls', () => {
    expect(trimDocumentFields({ DocumentIssuerName: '  SSP ', DocumentNumber: ' 12.345 ', Other: ' x ' })).toEqual({
      DocumentIssuerName: 'SSP',
      DocumentNumber: '12.345',
      Other: ' x ',
    });
    expect(trimDocumentFields({ DocumentIssuerName: null, DocumentNumber: null })).toEqual({
      DocumentIssuerName: null,
      DocumentNumber: null,
    });
  });
  it("combines a procurator's area code and number into MobilePhoneNumber", () => {
    expect(withMobilePhoneNumber({ DDDMobilePhone: '21', MobilePhone: '998765432', Name: 'Ana' })).toEqual({
      DDDMobilePhone: '21',
      MobilePhone: '998765432',
      MobilePhoneNumber: '21998765432',
      Name: 'Ana',
    });
  });
});
