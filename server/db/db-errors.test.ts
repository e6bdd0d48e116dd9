import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isDataException, isUniqueViolation } from './db-errors.ts';

const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
// Drizzle wraps every driver error in a DrizzleQueryError whose cause is the driver's.
const wrapped = (cause: Error) => new DrizzleQueryError('insert into "clients" …', [], cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a connection lost mid-query', wrapped(pgError('Connection terminated unexpectedly'))],
    ['a refused connection', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a pool that waited too long for a connection', pgError('timeout exceeded when trying to connect')],
    ['a session terminated by an operator', wrapped(pgError('terminating connection due to administrator command', '57P01'))],
    ['statement_timeout', wrapped(pgError('canceling statement due to statement timeout', '57014'))],
    ['a server that is starting up', pgError('the database system is starting up', '57P03')],
    ['a connection exception (class 08)', pgError('connection failure', '08006')],
    ["the client-side deadline (pg's query_timeout)", wrapped(pgError('Query read timeout'))],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(pgError('duplicate key value violates unique constraint', '23505'))],
    ['a syntax error', wrapped(pgError('syntax error at or near "selec"', '42601'))],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  it('finds the code through the wrapper, and only that code', () => {
    expect(isUniqueViolation(wrapped(pgError('duplicate key', '23505')))).toBe(true);
    expect(isUniqueViolation(wrapped(pgError('terminating connection', '57P01')))).toBe(false);
  });
});

describe('isDataException', () => {
  it.each([
    ['a NUL in text (22021)', '22021'],
    ['an integer out of range (22003)', '22003'],
    ['text that is not a number (22P02)', '22P02'],
    ['a string too long for its column (22001)', '22001'],
  ])('is true for %s, through the wrapper', (_name, code) => {
    expect(isDataException(wrapped(pgError('invalid input', code)))).toBe(true);
  });

  it('is false for other classes and for errors without a SQLSTATE', () => {
    for (const code of ['23505', '57P01', '42601', '2200', '220033', 'ECONNRESET'])
      expect(isDataException(pgError('x', code)), code).toBe(false);
    expect(isDataException(new TypeError('22003'))).toBe(false);
  });
});
