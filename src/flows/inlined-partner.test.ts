import { afterEach, describe, expect, test } from 'vitest';
import { PARTNER_ISLAND_ID } from '../../domain/partner-island.ts';
import { bravoPartner } from '../testing/fixtures.ts';
import { inlinedPartner } from './inlined-partner.ts';

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
