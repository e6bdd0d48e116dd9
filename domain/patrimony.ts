import type { Patrimony } from './api/patrimony.ts';

/**
 * The patrimony before any is stored (spec §7): ClientId, every amount and the total null. The API answers it, the
 * web app starts its form from it (and POSTs, as there is no ClientId yet).
 */
export const NO_PATRIMONY: Patrimony = {
  ClientId: null,
  MonthlyIncome: null,
  OtherIncome: null,
  FinancialInvestments: null,
  RealEstate: null,
  Vehicles: null,
  OtherAssets: null,
  TotalAssets: null,
};
