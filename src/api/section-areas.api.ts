import type * as v from 'valibot';
import { fromPromise } from 'xstate';
import { Address } from '../../domain/api/address.ts';
import { Administrators } from '../../domain/api/administrator.ts';
import { AssetManagers } from '../../domain/api/asset-manager.ts';
import { BankAccounts } from '../../domain/api/bank.ts';
import { CompanyData } from '../../domain/api/company-data.ts';
import { ComplementaryData } from '../../domain/api/complementary-data.ts';
import { Controllers } from '../../domain/api/controllers.ts';
import { DeclarationData } from '../../domain/api/declaration-data.ts';
import { ElectronicCheckStatus } from '../../domain/api/electronic-check.ts';
import { MtmSetting } from '../../domain/api/mtm.ts';
import { OrderIssuers } from '../../domain/api/order-issuer.ts';
import { Patrimony } from '../../domain/api/patrimony.ts';
import { PersonalData } from '../../domain/api/personal-data.ts';
import { Procurators } from '../../domain/api/procurator.ts';
import { Representatives } from '../../domain/api/representative.ts';
import { ClientBasicData } from '../../domain/client.ts';
import type { FetchSectionInput, PostMethod, SectionKey } from '../../machines/section/index.ts';
import type { Api, SomeCalls } from './call.ts';
import { readJson } from './client.ts';

type Verb = 'post' | 'put' | 'patch';

/**
 * How one data area talks to the API (spec §7 "Sections"): where it is read (some by client or user id, others
 * from the token's own client), where it is written and with which verb for a create (`POST`) or an update (`PUT`),
 * and the schema of what both answer.
 */
type Area = {
  read: (ids: FetchSectionInput) => string;
  write: string;
  verbs: Record<PostMethod, Verb>;
  schema: v.GenericSchema;
};

const single = (verb: Verb): Record<PostMethod, Verb> => ({ POST: verb, PUT: verb });
const createOrUpdate: Record<PostMethod, Verb> = { POST: 'post', PUT: 'put' };
const byClient = (path: string) => (ids: FetchSectionInput) => `${path}/${ids.clientId}`;
const own = (path: string) => () => path;
const list = (path: string, schema: v.GenericSchema): Area => ({ read: byClient(path), write: path, verbs: single('patch'), schema });

/** Every data area of spec §3/§4, one row per API resource. */
export const SECTION_AREAS: Record<SectionKey, Area> = {
  address: { read: byClient('address'), write: 'address', verbs: createOrUpdate, schema: Address },
  bankAccounts: list('bank', BankAccounts),
  patrimony: { read: own('patrimony'), write: 'patrimony', verbs: createOrUpdate, schema: Patrimony },
  personalData: {
    read: own('natural-person/personal-data'),
    write: 'natural-person/personal-data',
    verbs: single('put'),
    schema: PersonalData,
  },
  companyData: { read: own('legal-person/company-data'), write: 'legal-person/company-data', verbs: single('put'), schema: CompanyData },
  complementaryData: {
    read: own('client/complementary-data'),
    write: 'client/complementary-data',
    verbs: single('post'),
    schema: ComplementaryData,
  },
  declarationData: {
    read: byClient('client/declaration-data'),
    write: 'client/declaration-data',
    verbs: single('post'),
    schema: DeclarationData,
  },
  orderIssuers: list('order-issuer', OrderIssuers),
  representatives: list('representative', Representatives),
  administrators: list('administrator', Administrators),
  controllers: list('controllers', Controllers),
  procurators: list('procurator', Procurators),
  assetManagers: list('asset-manager', AssetManagers),
  mtm: { read: own('position/client/mtm'), write: 'position/client/mtm', verbs: single('put'), schema: MtmSetting },
  signatureAndTerms: {
    read: (ids) => `electronic-check/verify/${ids.userId}`,
    write: 'electronic-check/create',
    verbs: single('post'),
    schema: ElectronicCheckStatus,
  },
  signup: { read: own('client/basic-data'), write: 'client/basic-data', verbs: single('patch'), schema: ClientBasicData },
};

/** The data areas' calls, the area named in the input, and the declaration flags the agreements step reads. */
export const sectionAreaCalls = ({ http }: Api) =>
  ({
    /** GET of a data area (a 404 rejects; the address machine reads it as "nothing saved yet"). */
    fetchSection: fromPromise(({ input, signal }) => {
      const area = SECTION_AREAS[input.section];
      return readJson(http.get(area.read(input), { signal }), area.schema);
    }),
    /** POST, PUT or PATCH of a data area, with the verb its resource takes for the machine's create-or-update choice. */
    postSection: fromPromise(({ input, signal }) => {
      const area = SECTION_AREAS[input.section];
      return readJson(http(area.write, { method: area.verbs[input.method], json: input.body, signal }), area.schema);
    }),
    /** GET /api/client/declaration-data/{clientId}: the declaration flags (which investor terms apply). */
    loadDeclaration: fromPromise(({ input, signal }) =>
      readJson(http.get(`client/declaration-data/${input.clientId}`, { signal }), DeclarationData),
    ),
  }) satisfies SomeCalls;
