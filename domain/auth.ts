import type { PersonType } from './constants.ts';

/** What the web app reads from an AccessToken (spec §3: decoded into ClientId and UserId). */
export type AccessClaims = { ClientId: number; UserId: number; PartnerId: number; PersonType: PersonType; scope: string; exp: number };

/** Decodes the claims of a JWT without checking it (the server checks; the client only reads ids). */
export function decodeAccessToken(token: string): AccessClaims | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as Partial<AccessClaims>;
    if (typeof claims.ClientId !== 'number' || typeof claims.UserId !== 'number') return undefined;
    return claims as AccessClaims;
  } catch {
    return undefined;
  }
}
