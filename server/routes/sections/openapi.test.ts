import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is read as plain JSON.
let spec: any;
beforeAll(async () => {
  t = await startTestApp();
  spec = await (await t.call('GET', '/api/openapi.json')).json();
});
afterAll(() => t.close());

/** Every section call of spec §7 with the body fields its OpenAPI operation must list (the spec's spelling). */
const OPERATIONS: [method: string, path: string, fields: string[]][] = [
  ['patch', '/api/order-issuer', ['ClientId', 'Issuers']],
  ['patch', '/api/controllers', ['ClientId', 'controllers']],
  ['patch', '/api/representative', ['ClientId', 'Representatives']],
  ['patch', '/api/administrator', ['ClientId', 'Administrators']],
  ['patch', '/api/procurator', ['ClientId', 'Procurators']],
  ['patch', '/api/asset-manager', ['ClientId', 'AssetManagers']],
  ['patch', '/api/bank', ['ClientId', 'BankAccounts']],
  ['post', '/api/address', ['PostalCode', 'CityId', 'StateId', 'CountryId', 'ClientId']],
  ['put', '/api/address', ['AddressId', 'PostalCode', 'ClientId']],
  ['post', '/api/patrimony', ['ClientId', 'MonthlyIncome']],
  ['put', '/api/patrimony', ['ClientId', 'MonthlyIncome']],
  ['put', '/api/client', ['Id', 'Name', 'Email']],
  ['post', '/api/client/declaration-data', ['AuthorizesOrdersByProcurator', 'ProfessionalInvestor', 'ClientId']],
  ['post', '/api/client/complementary-data', ['DocumentIssuerName', 'DocumentNumber', 'ClientId']],
  ['put', '/api/natural-person/personal-data', ['BirthCityId', 'MaritalStatusId', 'Mtm', 'FatherName', 'Skype']],
  ['put', '/api/legal-person/company-data', ['Activity', 'ConstitutionFormat', 'StatusFatcaId', 'CompanyCnpj']],
  ['post', '/api/profile', ['Id', 'ClientId', 'UserId', 'Answers']],
  ['put', '/api/position/client/mtm', ['MtmActivated', 'ClientElectronicCheck', 'ClientIp', 'CustomerId']],
  ['post', '/api/section', ['ClientId', 'SectionId']],
];

describe('OpenAPI document of the section calls', () => {
  it('validates as OpenAPI 3.1', async () => {
    await expect(SwaggerParser.validate(structuredClone(spec))).resolves.toBeDefined();
  });

  it.each(OPERATIONS)('%s %s lists its body with the spec field names and requires the token', (method, path, fields) => {
    const operation = spec.paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    const body = operation.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(fields));
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
  });

  it('lists the GETs of every section and the public lookups without a token', () => {
    for (const path of [
      '/api/order-issuer/{clientId}',
      '/api/address/{clientId}',
      '/api/profile/{clientId}',
      '/api/patrimony',
      '/api/position/client/mtm',
      '/api/client/{id}/completeness',
    ]) {
      expect(spec.paths[path]?.get?.security, path).toEqual([{ bearerAuth: [] }]);
    }
    expect(spec.paths['/api/common/states/{country}'].get.security).toBeUndefined();
    expect(spec.paths['/api/common/cities/{stateId}'].get.security).toBeUndefined();
  });
});
