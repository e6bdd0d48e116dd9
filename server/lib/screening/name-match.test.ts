import { describe, expect, it } from 'vitest';
import { foldName, jaroWinkler, NAME_MATCH_THRESHOLD, nameSimilarity } from './name-match.ts';

const matches = (a: string, b: string) => nameSimilarity(a, b) >= NAME_MATCH_THRESHOLD;

describe('foldName', () => {
  it('drops accents, case, punctuation and particles', () => {
    expect(foldName("  JOSÉ  Antônio d'Ávila da Silva-Neto ")).toEqual(['jose', 'antonio', 'd', 'avila', 'silva']);
    expect(foldName('Maria das Dores e Souza Filha')).toEqual(['maria', 'dores', 'souza']);
  });
});

describe('jaroWinkler', () => {
  it('gives the textbook values', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('dwayne', 'duane')).toBeCloseTo(0.84, 2);
    expect(jaroWinkler('abc', 'abc')).toBe(1);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
  });
});

describe('nameSimilarity', () => {
  it('ignores accents, case and particles', () => {
    expect(nameSimilarity('José Antônio da Silva', 'JOSE ANTONIO SILVA')).toBe(1);
    expect(matches('Jose Antonio Sillva', 'José Antônio da Silva')).toBe(true);
  });
  it('ignores the order of the names', () => {
    expect(nameSimilarity('Petrov Boris', 'Boris Petrov')).toBe(1);
  });
  it('matches a name with a middle name left out or added', () => {
    expect(matches('Boris Petrov', 'Boris Sancionado Petrov')).toBe(true);
    expect(matches('Ana Beatriz Carvalho Souza', 'Ana Beatriz Souza')).toBe(true);
  });
  it('matches an initial for the name it begins, not for another', () => {
    expect(nameSimilarity('Dmitri S. Volkov', 'Dmitri Sancionado Volkov')).toBe(1);
    expect(matches('Dmitri K. Volkov', 'Dmitri Sancionado Volkov')).toBe(false);
  });
  it('matches a typo', () => {
    expect(matches('Ahmad Exemplo Karin', 'Ahmad Exemplo Karim')).toBe(true);
  });
  it('refuses a near miss below the threshold', () => {
    const near = nameSimilarity('Carlos Mendes', 'Carla Menezes');
    expect(near).toBeGreaterThan(0.8);
    expect(near).toBeLessThan(NAME_MATCH_THRESHOLD);
    expect(matches('Maria Oliveira', 'Mario Olivares')).toBe(false);
    expect(matches('João Pereira', 'Joana Pereira')).toBe(false);
  });
  it('refuses a lone name against a full one, and an empty name', () => {
    expect(nameSimilarity('Silva', 'João da Silva')).toBe(0);
    expect(nameSimilarity('', 'João da Silva')).toBe(0);
    expect(nameSimilarity('!!!', '...')).toBe(0);
  });
});
