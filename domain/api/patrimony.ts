import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { Id, Money } from './fields.ts';

const amounts = {
  MonthlyIncome: Money,
  OtherIncome: Money,
  FinancialInvestments: Money,
  RealEstate: Money,
  Vehicles: Money,
  OtherAssets: Money,
};

/** Body of POST (create or replace) and PUT (update) /api/patrimony: income and assets in reais. */
export const PatrimonyBody = v.strictObject({ ClientId: Id, ...amounts }, Messages.unknownField);
export type PatrimonyBody = v.InferOutput<typeof PatrimonyBody>;

/**
 * Response of GET /api/patrimony (the token's client) and of POST/PUT. Before any patrimony ClientId and every
 * amount are null: the web app PUTs when ClientId is present, POSTs otherwise (spec §7). Total is the asset sum.
 */
export const Patrimony = v.object({
  ClientId: v.nullable(v.number()),
  MonthlyIncome: v.nullable(v.number()),
  OtherIncome: v.nullable(v.number()),
  FinancialInvestments: v.nullable(v.number()),
  RealEstate: v.nullable(v.number()),
  Vehicles: v.nullable(v.number()),
  OtherAssets: v.nullable(v.number()),
  TotalAssets: v.nullable(v.number()),
});
export type Patrimony = v.InferOutput<typeof Patrimony>;
