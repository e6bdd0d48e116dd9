import type { BankAccountsBody } from '../../domain/api/bank.ts';
import type { SaveClientBody } from '../../domain/api/client.ts';
import type { OrderIssuersBody } from '../../domain/api/order-issuer.ts';
import type { PatrimonyBody } from '../../domain/api/patrimony.ts';
import type { RepresentativesBody } from '../../domain/api/representative.ts';
import type { AddressBody } from './section.catalogue.ts';
import type { FieldErrors } from './section.types.ts';

/** The calls of spec §7 "Save customer", in the order they are made. */
export const SAVE_STEPS = ['client', 'address', 'patrimony', 'bankAccounts', 'orderIssuers', 'representatives'] as const;
/** One call of the save-customer sequence. */
export type SaveStep = (typeof SAVE_STEPS)[number];

/** Every body the sequence sends: the customer as the wizard collected it. */
export type CustomerBodies = {
  client: SaveClientBody;
  address: AddressBody;
  patrimony: PatrimonyBody;
  bankAccounts: BankAccountsBody;
  orderIssuers: OrderIssuersBody;
  representatives: RepresentativesBody;
};

/** Input of the save-customer machine. */
export type SaveCustomerInput = { bodies: CustomerBodies };

/** Events of the save-customer machine: after a failure, try again from the call that failed. */
export type SaveCustomerEvent = { type: 'save.retry' };

/** Context of the save-customer machine. */
export type SaveCustomerContext = {
  bodies: CustomerBodies;
  /** The calls that succeeded, in order. */
  saved: SaveStep[];
  /** The call that failed, its message (spec §8) and field messages; null while all goes well. */
  failedStep: SaveStep | null;
  error: string | null;
  fieldErrors: FieldErrors;
};

/** View model of the sequence: where it is, what is done, and the failure to show. */
export type SaveCustomerView = {
  status: 'saving' | 'saved' | 'failed';
  /** The call in flight, or the one that failed. */
  step: SaveStep | null;
  saved: SaveStep[];
  error: string | null;
  fieldErrors: FieldErrors;
};
