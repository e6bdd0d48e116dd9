import type { CompanyData, CompanyDataBody } from '../../../domain/api/company-data.ts';
import { normalizeDocument } from '../../../domain/document.ts';
import { formatMask, masks } from '../../components/mask-format.ts';
import { choiceId, choiceValue, orNull } from '../kit/identification-form.ts';

/** The company data form as typed (selects hold ids as text). */
export type CompanyForm = {
  CompanyCnpj: string;
  TradeName: string;
  Activity: string;
  ConstitutionFormat: string;
  StatusFatcaId: string;
  Giin: string;
  /** Amounts in reais (the money field's value), null while blank. */
  MonthlyRevenue: number | null;
  ShareCapital: number | null;
};

/** The form of a company with nothing saved yet. */
export const emptyCompanyForm: CompanyForm = {
  CompanyCnpj: '',
  TradeName: '',
  Activity: '',
  ConstitutionFormat: '',
  StatusFatcaId: '',
  Giin: '',
  MonthlyRevenue: null,
  ShareCapital: null,
};

/** The form filled from the saved company data (the CNPJ is the client's, shown masked). */
export function companyFormFrom(data: CompanyData): CompanyForm {
  return {
    CompanyCnpj: formatMask(masks.cnpj, data.CompanyCnpj),
    TradeName: data.TradeName ?? '',
    Activity: choiceValue(data.Activity),
    ConstitutionFormat: choiceValue(data.ConstitutionFormat),
    StatusFatcaId: choiceValue(data.StatusFatcaId),
    Giin: data.Giin ?? '',
    MonthlyRevenue: data.MonthlyRevenue,
    ShareCapital: data.ShareCapital,
  };
}

/** The body of PUT /api/legal-person/company-data; the GIIN only when the FATCA status asks for it. */
export function companyBody(form: CompanyForm, clientId: number, needsGiin: boolean): CompanyDataBody {
  return {
    CompanyCnpj: normalizeDocument(form.CompanyCnpj),
    TradeName: orNull(form.TradeName),
    Activity: choiceId(form.Activity),
    ConstitutionFormat: choiceId(form.ConstitutionFormat),
    StatusFatcaId: choiceId(form.StatusFatcaId),
    Giin: needsGiin ? form.Giin : null,
    // Blank is NaN so the schema answers with its money message.
    MonthlyRevenue: form.MonthlyRevenue ?? Number.NaN,
    ShareCapital: form.ShareCapital ?? Number.NaN,
    ClientId: clientId,
  };
}
