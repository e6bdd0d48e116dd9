import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAZIL_DATA_FILE } from '../server/services/lookups/data/places.ts';
import { brazilDataFromLibrary } from './brazil-data.ts';

describe('server/services/lookups/data/brazil-data.json', () => {
  it('holds what @brazilian-utils and i18n-iso-countries give now (after an upgrade: npm run data:brazil)', () => {
    const copy = JSON.parse(readFileSync(BRAZIL_DATA_FILE, 'utf8'));
    expect(copy).toEqual(brazilDataFromLibrary());
    expect(copy.municipalities).toHaveLength(5_571);
    expect(copy.occupations).toHaveLength(2_694);
    expect(copy.activities).toHaveLength(1_332);
    expect(copy.countries).toContainEqual(['BRA', 'Brasil']);
  });
});
