import { describe, expect, it } from 'vitest';
import type { ReceiptType } from '../../../domain/api/lookups.ts';
import { type DocumentFacts, documentSlots } from '../../services/documents/required-documents.ts';

const types = (personType: 'F' | 'J', ids: number[]): ReceiptType[] =>
  ids.map((Id) => ({ Id, Description: `Tipo ${Id}`, PersonType: personType }));
const PF_TYPES = types('F', [10, 11, 17, 20, 21, 26, 27, 28, 29]);
const PJ_TYPES = types('J', [10, 11, 17, 20, 21, 26, 27, 28, 29, 30, 31, 32]);
const OWN = '52998224725';
const pf: DocumentFacts = {
  personType: 'F',
  cpfCnpj: OWN,
  receiptTypes: PF_TYPES,
  authorizesOrdersByProcurator: false,
  authorizesOrdersByAdministrator: false,
  procurators: [],
  administrators: [],
  assetManagers: [],
};

const required = (facts: DocumentFacts) =>
  documentSlots(facts)
    .filter((slot) => slot.RequiredDocument)
    .map((s) => `${s.ReceiptTypeId}:${s.CpfCnpj}`);

const optional = (facts: DocumentFacts) =>
  documentSlots(facts)
    .filter((slot) => !slot.RequiredDocument)
    .map((slot) => slot.ReceiptTypeId);

describe('documentSlots', () => {
  it('requires only the ID copy and proof of residence of a plain PF; only 28/29 are offered as optional to it', () => {
    expect(required(pf)).toEqual([`10:${OWN}`, `11:${OWN}`]);
    // The procurator's and asset manager's documents do not apply to an individual who declared none (issue 34).
    expect(optional(pf)).toEqual([28, 29]);
    expect(optional({ ...pf, authorizesOrdersByProcurator: true, procurators: ['11144477735'] })).toEqual([28, 29]);
    expect(optional({ ...pf, assetManagers: ['11144477735'] })).toEqual([28, 29]);
    // A type the brokerage asked for is offered all the same.
    expect(optional({ ...pf, requested: [20, 10] })).toEqual([20, 28, 29]);
  });

  it('offers a PJ every type it is not required to send', () => {
    const cnpj = '11222333000181';
    expect(optional({ ...pf, personType: 'J', cpfCnpj: cnpj, receiptTypes: PJ_TYPES })).toEqual([17, 20, 21, 26, 27, 31, 32]);
  });

  it('requires 28, 29 and the articles of a PJ', () => {
    const cnpj = '11222333000181';
    expect(required({ ...pf, personType: 'J', cpfCnpj: cnpj, receiptTypes: PJ_TYPES })).toEqual(
      [10, 11, 28, 29, 30].map((type) => `${type}:${cnpj}`),
    );
  });

  it('requires the procuration and each procurator’s identity when orders are authorised by procurator', () => {
    const facts = { ...pf, authorizesOrdersByProcurator: true, procurators: ['11144477735', '22233344405'] };
    expect(required(facts)).toEqual([`10:${OWN}`, `11:${OWN}`, `17:${OWN}`, '20:11144477735', '20:22233344405']);
    expect(required({ ...pf, authorizesOrdersByProcurator: true })).toContain(`20:${OWN}`);
    expect(required({ ...pf, procurators: ['11144477735'] })).toEqual([`10:${OWN}`, `11:${OWN}`]);
  });

  it('requires each administrator’s identity when orders are authorised by administrator', () => {
    const facts = { ...pf, authorizesOrdersByAdministrator: true, administrators: ['11144477735'], procurators: ['22233344405'] };
    expect(required(facts)).toEqual([`10:${OWN}`, `11:${OWN}`, `17:${OWN}`, '20:11144477735']);
  });

  it('requires the management contract and each manager’s documents when there are asset managers', () => {
    const facts = { ...pf, assetManagers: ['11144477735'] };
    expect(required(facts)).toEqual([`10:${OWN}`, `11:${OWN}`, `21:${OWN}`, '26:11144477735', '27:11144477735']);
    const withoutManagerTypes = { ...facts, receiptTypes: PF_TYPES.filter((type) => type.Id !== 26 && type.Id !== 27) };
    expect(required(withoutManagerTypes)).toEqual([`10:${OWN}`, `11:${OWN}`, `21:${OWN}`]);
  });

  it('lists required documents first, with the type descriptions', () => {
    const slots = documentSlots({ ...pf, assetManagers: ['11144477735'] });
    const firstOptional = slots.findIndex((slot) => !slot.RequiredDocument);
    expect(slots.slice(firstOptional).every((slot) => !slot.RequiredDocument)).toBe(true);
    expect(slots[0]).toEqual({ ReceiptTypeId: 10, CpfCnpj: OWN, RequiredDocument: true, DocumentBaseDescription: 'Tipo 10' });
  });
});
