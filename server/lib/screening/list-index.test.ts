import { describe, expect, it } from 'vitest';
import { type ListEntry, matchEntries } from './list-entries.ts';
import { indexEntries } from './list-index.ts';
import type { ScreeningQuery } from './screening-provider.ts';

const entry = (entryId: string, name: string, document?: string): ListEntry => ({
  list: 'pep',
  source: 'CGU PEP',
  entryId,
  name,
  role: null,
  ...(document ? { document } : {}),
});

// Names that share no whole token with the queries below yet match them, and near misses that must stay misses.
const ENTRIES = [
  entry('1', 'ALEXANDRE BARTHOLOMEU', '***.678.901-**'),
  entry('2', 'JOSE SILVA'),
  entry('3', 'MARIA DAS DORES SOUZA'),
  entry('4', 'BORIS SANCIONADO PETROV'),
  entry('5', 'CARLA MENEZES'),
  entry('6', 'ANA BEATRIZ SOUZA', '***.456.781-**'),
  entry('7', 'EMPRESA EXEMPLO LTDA', '12345678000195'),
  entry('8', 'PETROV'),
  entry('9', 'JOÃO PEREIRA LIMA'),
  entry('10', 'MARIA SILVA'),
  entry('11', 'MARTA SILVA'),
  entry('12', 'J P LIMA'),
];

const QUERIES: ScreeningQuery[] = [
  { name: 'Alexandra Bartholomeo' },
  { name: 'J S' },
  { name: 'Maria Dores Souza Filha' },
  { name: 'Bóris Petrov' },
  { name: 'Carlos Mendes' },
  { name: 'Otávio Ramos', document: '12345678143' },
  { name: 'Ana Beatriz Souza', document: '12345678143' },
  { name: 'Qualquer Nome', document: '12345678000195' },
  { name: 'Petrov' },
  { name: 'Petrof' },
  { name: 'João Pereira Lima' },
  { name: 'Maria Silva' },
  { name: 'Silva Maria Maria' },
  { name: 'Alexandre Costa', document: '12367890145' },
  { name: '' },
];

describe('the token and document index of the imported lists', () => {
  const index = indexEntries(ENTRIES);

  it('answers every query exactly as scoring every entry does', () => {
    for (const query of QUERIES) expect(index.search(query), query.name).toEqual(matchEntries(ENTRIES, query));
  });

  it('finds names that share no whole token with the entry, by similar tokens and initials', () => {
    expect(index.search({ name: 'Alexandra Bartholomeo' }).map((hit) => hit.entryId)).toEqual(['1']);
    expect(index.search({ name: 'J S' }).map((hit) => hit.entryId)).toEqual(['2']);
    expect(index.search({ name: 'Petrof' })).toEqual([expect.objectContaining({ entryId: '8', reason: 'name' })]);
  });

  it('finds documents by their digits, a masked CPF only with a close name', () => {
    expect(index.search({ name: 'Qualquer Nome', document: '12345678000195' })).toEqual([
      expect.objectContaining({ entryId: '7', score: 1, reason: 'document' }),
    ]);
    expect(index.search({ name: 'Ana Beatriz Souza', document: '12345678143' })[0]).toMatchObject({ entryId: '6', reason: 'document' });
    expect(index.search({ name: 'Otávio Ramos', document: '12345678143' })).toEqual([]);
  });

  it('orders hits by score, ties in the list order', () => {
    expect(index.search({ name: 'Maria Silva' }).map((hit) => [hit.entryId, hit.score])).toEqual([
      ['10', 1],
      ['11', 0.953],
    ]);
  });
});
