import type { Address } from '../../domain/api/address.ts';
import type { BankAccounts, BankAccountsBody } from '../../domain/api/bank.ts';
import type { SaveClientBody } from '../../domain/api/client.ts';
import type { OrderIssuers, OrderIssuersBody } from '../../domain/api/order-issuer.ts';
import type { Patrimony, PatrimonyBody } from '../../domain/api/patrimony.ts';
import type { Representatives, RepresentativesBody } from '../../domain/api/representative.ts';
import type { ClientSummary } from '../../domain/client.ts';
import { call, placeholders } from '../shared/index.ts';
import type { AddressBody } from './section.catalogue.ts';
import type { PostMethod } from './section.types.ts';

/** Inputs and outputs of its actors (PUT /api/client, POST|PUT /api/address, POST /api/patrimony, PATCH bank, issuers, representatives). */
const calls = {
  saveClient: call<{ body: SaveClientBody }, ClientSummary>(),
  saveAddress: call<{ body: AddressBody; method: PostMethod }, Address>(),
  savePatrimony: call<{ body: PatrimonyBody }, Patrimony>(),
  saveBankAccounts: call<{ body: BankAccountsBody }, BankAccounts>(),
  saveOrderIssuers: call<{ body: OrderIssuersBody }, OrderIssuers>(),
  saveRepresentatives: call<{ body: RepresentativesBody }, Representatives>(),
};

/** Each call's input and output, by name: what `src/api` implements and the binding provides. */
export type SaveCustomerActors = typeof calls;

/** Every actor the machine invokes: its calls, placeholders until the web app (or a test) binds them. */
export const saveCustomerActors = placeholders(calls);
