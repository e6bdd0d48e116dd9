import { parseArgs } from 'node:util';
import { type CliContext, CliError } from './cli-context.ts';
import { documentsRequest } from './documents-request.command.ts';
import { offerManagerAdd } from './offer-manager-add.command.ts';
import { offerManagerRemove } from './offer-manager-remove.command.ts';
import { offerManagerSetPassword } from './offer-manager-set-password.command.ts';
import { partnerAdd } from './partner-add.command.ts';
import { screeningImport } from './screening-import.command.ts';
import { staffAdd } from './staff-add.command.ts';
import { statusSet } from './status-set.command.ts';

type Command = {
  usage: string;
  options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>;
  run: (ctx: CliContext, values: never) => Promise<void>;
};

const COMMANDS: Record<string, Command> = {
  'partner:add': {
    usage: 'partner:add --host <host> --name <name> --cnpj <cnpj> [--own] [--advisor <id> --office <id>] [--url <registration URL>]',
    options: {
      host: { type: 'string' },
      name: { type: 'string' },
      cnpj: { type: 'string' },
      own: { type: 'boolean' },
      advisor: { type: 'string' },
      office: { type: 'string' },
      url: { type: 'string' },
    },
    run: partnerAdd,
  },
  'status:set': {
    usage: 'status:set --client <id> --status <1|2> --operator "<name>" --reason "<why>"',
    options: { client: { type: 'string' }, status: { type: 'string' }, operator: { type: 'string' }, reason: { type: 'string' } },
    run: statusSet,
  },
  'documents:request': {
    usage:
      'documents:request --client <id> --document <receipt type id> [--document <id> …] --message "<texto para o cliente>" --operator "<name>"',
    options: {
      client: { type: 'string' },
      document: { type: 'string', multiple: true },
      message: { type: 'string' },
      operator: { type: 'string' },
    },
    run: documentsRequest,
  },
  'offer-manager:add': {
    usage:
      'offer-manager:add --partner <host> --document <cpf> --name <name> --email <email> (password from OFFER_MANAGER_PASSWORD or stdin)',
    options: { partner: { type: 'string' }, document: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
    run: offerManagerAdd,
  },
  'offer-manager:remove': {
    usage: 'offer-manager:remove --partner <host> --document <cpf>',
    options: { partner: { type: 'string' }, document: { type: 'string' } },
    run: offerManagerRemove,
  },
  'offer-manager:set-password': {
    usage:
      'offer-manager:set-password --partner <host> --document <cpf> (a forgotten password; the new one from OFFER_MANAGER_PASSWORD or stdin)',
    options: { partner: { type: 'string' }, document: { type: 'string' } },
    run: offerManagerSetPassword,
  },
  'staff:add': {
    usage:
      'staff:add --email <email> --name <name> --role <analyst|approver|admin> [--partner <host>] (password from STAFF_PASSWORD or stdin; no --partner: provider staff, every partner)',
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, partner: { type: 'string' } },
    run: staffAdd,
  },
  'screening:import': {
    usage:
      'screening:import --list <pep|ceis|cnep|un|ofac> --file <path> [--date YYYY-MM-DD] [--operator "<name>"] (replaces that list; files em análise are screened again; audited)',
    options: { list: { type: 'string' }, file: { type: 'string' }, date: { type: 'string' }, operator: { type: 'string' } },
    run: screeningImport,
  },
};

/** The help text: every command with its options. */
export const USAGE = [
  'Usage: npm run admin -- <command> [options]',
  '',
  ...Object.values(COMMANDS).map((command) => `  ${command.usage}`),
].join('\n');

/** True when `argv` names a command (which opens the database); anything else only prints the usage. */
export const namesCommand = (argv: string[]): boolean => argv[0] !== undefined && Object.hasOwn(COMMANDS, argv[0]);

/** Prints the usage for no command or `--help` (exit status 0), or for an unknown command (2). */
export function printUsage(argv: string[], print: (line: string) => void): number {
  const [name] = argv;
  const unknown = name !== undefined && name !== '--help';
  print(unknown ? `Unknown command "${name}".\n\n${USAGE}` : USAGE);
  return unknown ? 2 : 0;
}

/**
 * Runs one operator command (`npm run admin -- <command> …`) and answers the process exit status: 0 done,
 * 1 bad input (the reason is printed), 2 unknown command or option.
 */
export async function runAdmin(argv: string[], ctx: CliContext): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) return printUsage(argv, ctx.print);
  let values: Record<string, unknown>;
  try {
    values = parseArgs({ args: rest, options: command.options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    ctx.print(`${(error as Error).message}\n\nUsage: npm run admin -- ${command.usage}`);
    return 2;
  }
  try {
    await command.run(ctx, values as never);
    return 0;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    ctx.print(`Error: ${error.message}\n\nUsage: npm run admin -- ${command.usage}`);
    return 1;
  }
}
