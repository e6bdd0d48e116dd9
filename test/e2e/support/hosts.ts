import { E2E_PORT } from './e2e-env.ts';

// Every origin is on this worker's server under test (`*.localhost` is loopback).

/** Origin of Aurora Investimentos, the product's own brand. */
export const AURORA = `http://localhost:${E2E_PORT}`;

/** Origin of Bravo Capital, the second demo partner. */
export const BRAVO = `http://parceiro.localhost:${E2E_PORT}`;

/** An unknown host: the "partner not found" page. */
export const UNKNOWN = `http://desconhecido.localhost:${E2E_PORT}`;
