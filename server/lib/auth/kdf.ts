import { hash, verify } from '@node-rs/argon2';

/** A password-hashing function: hashes a secret into a self-describing string and checks a secret against one. */
export type Kdf = {
  hash(secret: string): Promise<string>;
  verify(stored: string, secret: string): Promise<boolean>;
};

/** Cost parameters of argon2id. */
export type Argon2Params = { memoryCost: number; timeCost: number; parallelism: number };

/** Production cost: OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane); the one place it is set (ADR 042). */
export const ARGON2_PARAMS: Argon2Params = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Lowest cost argon2 accepts: for tests and the journey benchmark only, never for stored production secrets. */
export const FAST_ARGON2_PARAMS: Argon2Params = { memoryCost: 8, timeCost: 1, parallelism: 1 };

// `Algorithm.Argon2id` is an ambient const enum, which isolated modules cannot read: its value is 2.
const ARGON2ID = 2;

/**
 * argon2id with the given cost (hashes run on libuv's thread pool, not the event loop). Verification reads the
 * cost from the stored hash, so hashes made with older parameters keep verifying.
 */
export function argon2Kdf(params: Argon2Params = ARGON2_PARAMS): Kdf {
  return {
    hash: (secret) => hash(secret.normalize('NFKC'), { ...params, algorithm: ARGON2ID }),
    async verify(stored, secret) {
      try {
        return await verify(stored, secret.normalize('NFKC'));
      } catch {
        // A malformed stored value is a mismatch, not a crash.
        return false;
      }
    },
  };
}

// One decoy hash per KDF (tests use a cheaper one than production).
const decoys = new WeakMap<Kdf, Promise<string>>();

/**
 * A hash to verify against when the account is unknown, so a sign-in costs one KDF run whether or not it exists (no
 * timing oracle). Made once per KDF, of a secret nobody types.
 */
export function decoyHash(kdf: Kdf): Promise<string> {
  let hash = decoys.get(kdf);
  if (!hash) {
    hash = kdf.hash('decoy-password-of-no-account');
    decoys.set(kdf, hash);
  }
  return hash;
}
