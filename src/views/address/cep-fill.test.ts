import { describe, expect, it } from 'vitest';
import { PAULISTA_CEP } from '../../../machines/cep-lookup/cep-lookup.fixtures.ts';
import { emptyAddressForm } from './address-form.ts';
import { fillFromCep } from './cep-fill.ts';

const PAULISTA = { street: 'Avenida Paulista', neighborhood: 'Bela Vista', stateId: '35', cityId: '3550308' };

describe('fillFromCep', () => {
  it('fills the empty fields and leaves number and complement alone', () => {
    const form = { ...emptyAddressForm, postalCode: '01310-100', number: '1578', complement: 'Apto 52' };
    expect(fillFromCep(form, PAULISTA_CEP, {})).toEqual({
      form: { ...form, ...PAULISTA },
      proposed: PAULISTA,
      kept: [],
    });
  });

  it('keeps what the customer typed and names those fields', () => {
    const form = { ...emptyAddressForm, street: 'Av. Paulista', neighborhood: 'Bela Vista', stateId: '33', cityId: '3304557' };
    const { form: next, kept } = fillFromCep(form, PAULISTA_CEP, {});
    expect(next).toEqual(form);
    expect(kept).toEqual(['street', 'stateId']);
  });

  it('replaces what the previous answer filled, and with `force` what the customer typed', () => {
    const previous = { street: 'Praça da Sé', neighborhood: 'Sé', stateId: '35', cityId: '3550308' };
    const form = { ...emptyAddressForm, ...previous, number: '10' };
    expect(fillFromCep(form, PAULISTA_CEP, previous)).toMatchObject({ form: { ...PAULISTA, number: '10' }, kept: [] });
    const typed = { ...form, street: 'Rua Augusta' };
    expect(fillFromCep(typed, PAULISTA_CEP, previous).kept).toEqual(['street']);
    expect(fillFromCep(typed, PAULISTA_CEP, previous, true)).toMatchObject({ form: PAULISTA, kept: [] });
  });

  it('a new state takes the answer city; a city-wide CEP (no street) or an unknown city leave those fields as they are', () => {
    const inRio = { ...emptyAddressForm, stateId: '33', cityId: '3304557' };
    expect(fillFromCep(inRio, PAULISTA_CEP, { stateId: '33', cityId: '3304557' }).form).toMatchObject({ stateId: '35', cityId: '3550308' });
    const cityWide = { ...PAULISTA_CEP, Street: '', District: '', CityId: null };
    expect(fillFromCep({ ...emptyAddressForm, street: 'Rua A' }, cityWide, {}).form).toEqual({
      ...emptyAddressForm,
      street: 'Rua A',
      stateId: '35',
    });
  });
});
