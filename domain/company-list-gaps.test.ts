import { describe, expect, test } from 'vitest';
import { CompletenessMessages } from './api/completeness.ts';
import { companyListGaps } from './company-list-gaps.ts';

const none = {
  AuthorizesOrdersByProcurator: false,
  AuthorizesOrdersByAdministrator: false,
  Procurators: 0,
  Administrators: 0,
  Representatives: 1,
};

describe('companyListGaps', () => {
  test('nothing authorised and a representative: nothing lacking', () => expect(companyListGaps(none)).toEqual({}));

  test('an authorisation without its list, and no representative, each at its own list', () => {
    expect(
      companyListGaps({ ...none, AuthorizesOrdersByProcurator: true, AuthorizesOrdersByAdministrator: true, Representatives: 0 }),
    ).toEqual({
      Procurators: CompletenessMessages.procurator,
      Administrators: CompletenessMessages.administrator,
      Representatives: CompletenessMessages.representative,
    });
  });

  test('a row in the authorised list answers it', () => {
    expect(companyListGaps({ ...none, AuthorizesOrdersByProcurator: true, Procurators: 1 })).toEqual({});
    expect(companyListGaps({ ...none, AuthorizesOrdersByAdministrator: true, Administrators: 2 })).toEqual({});
  });
});
