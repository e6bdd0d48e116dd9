import { useEffect, useState } from 'react';
import type { PasswordStrength } from '../../../domain/api/password.ts';

type Estimator = (password: string) => PasswordStrength;

// The estimator and its ~1 MB of dictionaries load with the first password typed, never with the app.
let estimator: Promise<Estimator> | undefined;
const loadEstimator = (): Promise<Estimator> => {
  estimator ??= import('../../../domain/password-strength.ts').then((module) => (password: string) => module.passwordStrength(password));
  return estimator;
};

/** Pause after the last keystroke before estimating (an estimate takes tens of milliseconds on a phone). */
const SETTLE_MS = 300;

/**
 * How strong the typed password is (zxcvbn, pt-BR feedback), or null while nothing is typed, the dictionaries load or
 * they could not be loaded (the server checks anyway).
 */
export function usePasswordStrength(password: string): PasswordStrength | null {
  const [strength, setStrength] = useState<{ password: string; value: PasswordStrength } | null>(null);
  useEffect(() => {
    if (password === '') return;
    let current = true;
    const timer = setTimeout(() => {
      loadEstimator().then(
        (estimate) => current && setStrength({ password, value: estimate(password) }),
        () => undefined,
      );
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password]);
  return strength && strength.password === password ? strength.value : null;
}
