import * as v from 'valibot';
import { afterEach, describe, expect, test } from 'vitest';
import { PARTNER_ISLAND_ID, PartnerIsland } from '../../domain/partner-island.ts';
import { bravoPartner } from '../testing/fixtures.ts';
import { inlinedPartner, isPartnerIsland } from './inlined-partner.ts';

function island(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PARTNER_ISLAND_ID;
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => document.getElementById(PARTNER_ISLAND_ID)?.remove());

describe('the partner inlined in index.html', () => {
  test('is the partner when it was looked up for this page’s host', () => {
    island(JSON.stringify({ host: 'parceiro.localhost:3000', partner: bravoPartner }));
    expect(inlinedPartner(document, 'Parceiro.localhost:3000')).toEqual(bravoPartner);
  });

  test('is ignored when written for another host, malformed, not a partner, or absent', () => {
    expect(inlinedPartner(document, 'parceiro.localhost:3000')).toBeUndefined();
    island(JSON.stringify({ host: 'localhost:3000', partner: bravoPartner }));
    expect(inlinedPartner(document, 'parceiro.localhost:3000')).toBeUndefined();
    document.getElementById(PARTNER_ISLAND_ID)?.remove();
    island('{"host":');
    expect(inlinedPartner(document, 'parceiro.localhost:3000')).toBeUndefined();
    document.getElementById(PARTNER_ISLAND_ID)?.remove();
    island(JSON.stringify({ host: 'parceiro.localhost:3000', partner: { ...bravoPartner, style: null } }));
    expect(inlinedPartner(document, 'parceiro.localhost:3000')).toBeUndefined();
  });
});

// Every way to break one field of a valid island: each leaf and each object replaced by a value of every other kind,
// each key removed.
function* brokenIslands(value: unknown, rebuild: (changed: unknown) => unknown): Generator<unknown> {
  for (const wrong of ['x', 7, true, null, [], {}, undefined]) {
    if (typeof wrong !== typeof value || Array.isArray(wrong) !== Array.isArray(value) || wrong === null) yield rebuild(wrong);
  }
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* brokenIslands(item, (changed) => rebuild(value.with(i, changed)));
    return;
  }
  for (const [key, field] of Object.entries(value)) {
    const { [key]: _removed, ...without } = value as Record<string, unknown>;
    yield rebuild(without);
    yield* brokenIslands(field, (changed) => rebuild({ ...value, [key]: changed }));
  }
}

describe('the hand-written island check', () => {
  test('accepts and rejects exactly what the domain’s PartnerIsland schema does, for every broken field', () => {
    const valid = { host: 'parceiro.localhost:3000', partner: bravoPartner };
    expect(isPartnerIsland(valid)).toBe(true);
    let cases = 0;
    for (const broken of brokenIslands(valid, (changed) => changed)) {
      cases++;
      expect(isPartnerIsland(broken), JSON.stringify(broken)).toBe(v.is(PartnerIsland, broken));
    }
    expect(cases).toBeGreaterThan(100);
  });
});
