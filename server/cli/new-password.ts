import * as v from 'valibot';
import { NewPassword } from '../../domain/api/password.ts';
import { argon2Kdf } from '../lib/auth/kdf.ts';
import { type CliContext, CliError } from './cli-context.ts';

/**
 * Reads a new password from the environment variable `envName` or stdin (never argv, which `ps` shows), checks its
 * length (8–128) and then `refusal` (the policy of whoever it is for), and answers its argon2id hash; a CliError
 * saying why otherwise.
 */
export async function newPasswordHash(
  ctx: CliContext,
  envName: string,
  refusal: (password: string) => Promise<string | undefined>,
): Promise<string> {
  const password = await ctx.readSecret?.(envName);
  if (password === undefined || password === '') throw new CliError(`the password is read from ${envName} or stdin, and none was given`);
  const reason = v.safeParse(NewPassword, password).issues?.[0]?.message ?? (await refusal(password));
  if (reason) throw new CliError(`password refused: ${reason}`);
  return (ctx.kdf ?? argon2Kdf()).hash(password);
}
