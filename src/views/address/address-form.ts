import type { Address } from '../../../domain/api/address.ts';
import { COUNTRY_ID } from '../../../domain/constants.ts';
import type { AddressBody } from '../../../machines/section/index.ts';
import { cepDigits, formatCep } from '../../components/cep-field.tsx';
import { choiceId, choiceValue, orNull } from '../kit/identification-form.ts';

/** The address form as typed: text fields, the CEP masked, state and city as select values ('' when unchosen). */
export type AddressForm = {
  /** The stored address's id (0 before the first save): the section machine PUTs when it is above 0. */
  addressId: number;
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  stateId: string;
  cityId: string;
};

/** A customer without an address yet (the fetch answered 404). */
export const emptyAddressForm: AddressForm = {
  addressId: 0,
  postalCode: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  stateId: '',
  cityId: '',
};

/** The form of a stored address. */
export function addressFormFrom(address: Address): AddressForm {
  return {
    addressId: address.AddressId,
    postalCode: formatCep(address.PostalCode),
    street: address.Street,
    number: address.Number,
    complement: address.Complement ?? '',
    neighborhood: address.Neighborhood,
    stateId: choiceValue(address.StateId),
    cityId: choiceValue(address.CityId),
  };
}

/** The body of POST /api/address (no AddressId yet) or PUT (the stored AddressId), for the section machine. */
export function addressBody(form: AddressForm, clientId: number): AddressBody {
  const fields = {
    PostalCode: cepDigits(form.postalCode),
    Street: form.street,
    Number: form.number,
    Complement: orNull(form.complement),
    Neighborhood: form.neighborhood,
    CityId: choiceId(form.cityId),
    StateId: choiceId(form.stateId),
    CountryId: COUNTRY_ID,
    ClientId: clientId,
  } as const;
  return form.addressId > 0 ? { AddressId: form.addressId, ...fields } : fields;
}

/** The wire field of each form field, to hide a field's message once it is edited. */
export const ADDRESS_WIRE_FIELDS: Record<keyof AddressForm, string> = {
  addressId: 'AddressId',
  postalCode: 'PostalCode',
  street: 'Street',
  number: 'Number',
  complement: 'Complement',
  neighborhood: 'Neighborhood',
  stateId: 'StateId',
  cityId: 'CityId',
};
