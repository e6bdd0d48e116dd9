import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { AdministratorsBody } from '../../../domain/api/administrator.ts';
import { AssetManagersBody } from '../../../domain/api/asset-manager.ts';
import { ControllersBody } from '../../../domain/api/controllers.ts';
import { OrderIssuersBody } from '../../../domain/api/order-issuer.ts';
import { ProcuratorsBody } from '../../../domain/api/procurator.ts';
import { RepresentativesBody } from '../../../domain/api/representative.ts';
import { PARTY_LISTS, type PartyList, type PartyRow } from './party-lists.ts';

const list = (area: PartyList['area']) => PARTY_LISTS.find((item) => item.area === area) as PartyList;
const body = (area: PartyList['area'], rows: PartyRow[]) => {
  const config = list(area);
  return { ClientId: 42, [config.wireKey]: rows.map((row) => config.toItem(row, 42)) };
};

// Rows as a customer types them: masked documents and phones, percentages with a comma.
const TYPED: Record<PartyList['area'], [PartyRow, v.GenericSchema]> = {
  orderIssuers: [{ docType: 'CPF', Name: 'Ana Lima', Cpf: '529.982.247-25', Rg: '', Email: 'ana@example.com' }, OrderIssuersBody],
  representatives: [
    { docType: 'CNPJ', Name: 'Holding Alfa', CpfCnpj: '11.222.333/0001-81', Category: '1', Percentage: '12,5' },
    RepresentativesBody,
  ],
  administrators: [
    { docType: 'CPF', Name: 'Bruno Reis', CpfCnpj: '111.444.777-35', Rg: '12.345.678-9', Email: 'b@example.com' },
    AdministratorsBody,
  ],
  controllers: [
    { docType: 'CPF', Name: 'Ana Lima', CpfCnpj: '529.982.247-25', Percentage: '60,25', IsPoliticallyExposed: true },
    ControllersBody,
  ],
  procurators: [
    {
      docType: 'CPF',
      Name: 'Rui Prado',
      CpfCnpj: '111.444.777-35',
      Email: 'rui@example.com',
      phone: '(11) 98765-4321',
      DocumentNumber: ' 12345678 ',
      DocumentIssuerName: 'SSP',
    },
    ProcuratorsBody,
  ],
  assetManagers: [
    { docType: 'CNPJ', Name: 'Gestora Beta', AssetManagerCpfCnpj: '11.222.333/0001-81', phone: '(21) 2555-1234' },
    AssetManagersBody,
  ],
};

describe('company lists: typed rows → the spec’s wire bodies', () => {
  test.each(Object.entries(TYPED))('%s: a typed row makes a body the API accepts', (area, [row, schema]) => {
    const result = v.safeParse(schema, body(area as PartyList['area'], [row]));
    expect(result.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`) ?? []).toEqual([]);
  });

  test('each list speaks its own dialect: percentages with a dot, phones split, document type by its own field', () => {
    expect(body('representatives', [TYPED.representatives[0]])).toEqual({
      ClientId: 42,
      Representatives: [
        { Name: 'Holding Alfa', DocumentType: 'CNPJ', CpfCnpj: '11222333000181', Category: 1, Percentage: 12.5, ClientId: 42 },
      ],
    });
    expect(body('procurators', [TYPED.procurators[0]]).Procurators).toEqual([
      expect.objectContaining({ DDDMobilePhone: '11', MobilePhone: '987654321', PersonType: 'F', CpfCnpj: '11144477735', CustomerId: 42 }),
    ]);
    expect(body('assetManagers', [TYPED.assetManagers[0]]).AssetManagers).toEqual([
      expect.objectContaining({
        DocumentTypeId: 2,
        AssetManagerCpfCnpj: '11222333000181',
        DDDMobilePhone: '21',
        MobilePhone: '25551234',
        CustomerId: 42,
      }),
    ]);
    expect(Object.keys(body('controllers', []))).toEqual(['ClientId', 'controllers']);
  });

  test('a saved item comes back as the row that produced it', () => {
    for (const [area, [row]] of Object.entries(TYPED)) {
      const config = list(area as PartyList['area']);
      const saved = { Id: 1, ...config.toItem(row, 42) };
      const back = config.fromItem(saved);
      expect(config.toItem(back, 42), area).toEqual(config.toItem(row, 42));
    }
  });
});
