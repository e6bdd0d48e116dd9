import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agreement, RegistrationStatus } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { PDF_BYTES } from '../../lib/uploads-fixtures.ts';
import { completeFile, type FileOwner, fileBodies } from '../../test-support/complete-file.ts';
import { setStatus, upload, uploadParts } from '../../test-support/document.fixtures.ts';
import { FILE_CREDENTIALS } from '../../test-support/file-bodies.ts';
import { pfBody, pjBody } from '../../test-support/fixtures.ts';
import {
  type Customer,
  documentsToken,
  newCustomer,
  type SectionsWorld,
  send,
  startSectionsWorld,
} from '../../test-support/section-kit.ts';

let w: SectionsWorld;
let pf: Customer;
let pj: Customer;
beforeAll(async () => {
  w = await startSectionsWorld();
  pf = await newCustomer(w.t, pfBody(w.t));
  pj = await newCustomer(w.t, pjBody(w.t));
  for (const who of [pf, pj]) {
    await completeFile(w.t, who, { declarations: { QualifiedInvestor: true }, financialInvestments: 2_000_000 });
    expect((await send(w.t, who, 'PATCH', '/api/client/finalize', { Id: who.id })).status).toBe(200);
  }
});
afterAll(() => w.t.close());

type Call = [method: string, path: string, body: (who: FileOwner) => unknown];

const { signature } = FILE_CREDENTIALS;
const person = { Name: 'Carla Rocha', Email: 'carla@example.com', ClientId: 0 };

/** Every customer write of the section routes, each with a valid body (a 400 would hide the freeze). */
const WRITES: Call[] = [
  ['POST', '/api/address', fileBodies.address],
  ['PUT', '/api/address', (who) => ({ ...fileBodies.address(who), AddressId: 1, Street: 'Rua Nova' })],
  ['PATCH', '/api/bank', fileBodies.bankAccounts],
  ['POST', '/api/patrimony', (who) => fileBodies.patrimony(who, 3_000_000)],
  ['PUT', '/api/patrimony', (who) => fileBodies.patrimony(who, 3_000_000)],
  ['POST', '/api/client/complementary-data', (who) => ({ ...fileBodies.complementaryData(who), UsPerson: true })],
  ['POST', '/api/client/declaration-data', (who) => fileBodies.declarationData(who)],
  ['PATCH', '/api/order-issuer', (who) => ({ ClientId: who.id, Issuers: [{ ...person, Cpf: '52998224725', ClientId: who.id }] })],
  ['PATCH', '/api/representative', fileBodies.representatives],
  ['PATCH', '/api/administrator', fileBodies.administrators],
  ['PATCH', '/api/procurator', fileBodies.procurators],
  [
    'PATCH',
    '/api/controllers',
    (who) => ({ ClientId: who.id, controllers: [{ Name: 'Holding', CpfCnpj: '52998224725', Percentage: 10, ClientId: who.id }] }),
  ],
  [
    'PATCH',
    '/api/asset-manager',
    (who) => ({
      ClientId: who.id,
      AssetManagers: [
        { Name: 'Gestor', DDDMobilePhone: '11', MobilePhone: '987654321', AssetManagerCpfCnpj: '52998224725', CustomerId: who.id },
      ],
    }),
  ],
  ['PUT', '/api/position/client/mtm', (who) => ({ MtmActivated: false, ClientElectronicCheck: signature, CustomerId: who.id })],
  ['PATCH', '/api/client/basic-data', () => ({ Name: 'Outro Nome' })],
  [
    'PUT',
    '/api/client',
    (who) => ({
      Id: who.id,
      Name: 'Outro Nome',
      Email: 'outro@example.com',
      MobilePhonePrefix: '11',
      MobilePhoneNumber: '912345678',
      BirthDate: who.personType === 'F' ? '1980-01-01' : '2010-01-01',
    }),
  ],
  ['PUT', '/api/customer/change-password', () => ({ NewPassword: 'Outra senha bem comprida' })],
  ['POST', '/api/electronic-check/create', (who) => ({ UserId: who.userId, ElectronicCheck: '815263' })],
  ['POST', '/api/electronic-check/reset', (who) => ({ UserId: who.userId, Token: '123456' })],
  ['POST', '/api/client-agreement/type', () => ({ EletronicCheck: signature, AgreementType: Agreement.QUALIFIED_INVESTOR_FILE_TYPE })],
  ['POST', '/api/client-agreement/type/batch', () => ({ EletronicCheck: signature, AgreementTypes: [...Agreement.BATCH_TYPES] })],
  ['POST', '/api/section', (who) => ({ ClientId: who.id, SectionId: 1 })],
];

/** Everything the customer can read back of its file. */
async function fileOf(who: Customer) {
  const reads = [
    `/api/address/${who.id}`,
    `/api/bank/${who.id}`,
    '/api/patrimony',
    who.personType === 'F' ? '/api/natural-person/personal-data' : '/api/legal-person/company-data',
    '/api/client/complementary-data',
    `/api/client/declaration-data/${who.id}`,
    ...['order-issuer', 'representative', 'administrator', 'controllers', 'procurator', 'asset-manager'].map(
      (list) => `/api/${list}/${who.id}`,
    ),
    `/api/profile/${who.id}`,
    '/api/position/client/mtm',
    '/api/client/basic-data',
    `/api/client/${who.id}`,
    `/api/section/${who.id}`,
    `/api/client-agreement/client/${who.id}`,
    `/api/electronic-check/verify/${who.userId}`,
    '/api/password/verify',
    `/api/client/${who.id}/completeness`,
  ];
  return Promise.all(reads.map(async (path) => [path, await send(w.t, who, 'GET', path)]));
}

const frozen = { status: 409, body: { Message: Messages.fileFrozen } };

describe('a file sent for analysis is frozen', () => {
  it('answers 409 to every customer write of a finalized PF file, and reads back unchanged', async () => {
    const before = await fileOf(pf);
    for (const [method, path, body] of WRITES) expect(await send(w.t, pf, method, path, body(pf)), `${method} ${path}`).toEqual(frozen);
    expect(await send(w.t, pf, 'PUT', '/api/natural-person/personal-data', fileBodies.personalData(pf))).toEqual(frozen);
    expect(await fileOf(pf)).toEqual(before);
  });

  it('answers 409 to the company writes of a finalized PJ file', async () => {
    const before = await fileOf(pj);
    expect(await send(w.t, pj, 'PUT', '/api/legal-person/company-data', fileBodies.companyData(pj))).toEqual(frozen);
    expect(await send(w.t, pj, 'PATCH', '/api/representative', { ClientId: pj.id, Representatives: [] })).toEqual(frozen);
    expect(await fileOf(pj)).toEqual(before);
  });

  it('stays frozen while waiting for documents, completed or rejected, but takes the requested documents', async () => {
    for (const status of [RegistrationStatus.COMPLETED, RegistrationStatus.REJECTED, RegistrationStatus.WAITING_DOCUMENTS]) {
      await setStatus(w.t.database.db, pj.id, status);
      expect(await send(w.t, pj, 'PATCH', '/api/client/basic-data', { Name: 'Outro Nome' }), String(status)).toEqual(frozen);
      expect(await send(w.t, pj, 'POST', '/api/address', fileBodies.address(pj)), String(status)).toEqual(frozen);
    }
    // The missing-documents session (status 3): an upload and the status change back to 2.
    const token = await documentsToken(pj);
    const file = { name: 'cartao.pdf', type: 'application/pdf', data: PDF_BYTES };
    expect((await upload(w.t, uploadParts(pj, 32, file), token)).status).toBe(201);
    const sent = await send(w.t, token, 'PATCH', '/api/register/status', { ClientId: pj.id, StatusId: RegistrationStatus.UNDER_ANALYSIS });
    expect(sent).toEqual({ status: 200, body: { ClientId: pj.id, StatusId: RegistrationStatus.UNDER_ANALYSIS } });
  });
});
