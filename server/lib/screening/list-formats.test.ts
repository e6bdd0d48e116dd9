import { describe, expect, it } from 'vitest';
import { SCREENING_FIXTURES } from '../../test-support/screening-fixtures/fixtures.ts';
import { ListFormatError } from './list-files.ts';
import { type ListKind, parseListFile } from './list-formats.ts';

const parse = (kind: ListKind, bytes: Uint8Array = SCREENING_FIXTURES[kind].bytes) => parseListFile(kind, bytes);
const refusal = (kind: ListKind, text: string | Uint8Array) => {
  try {
    parse(kind, typeof text === 'string' ? Buffer.from(text, kind === 'un' || kind === 'ofac' ? 'utf8' : 'latin1') : text);
  } catch (error) {
    if (error instanceof ListFormatError) return error.message;
    throw error;
  }
  return 'accepted';
};
const fixtureText = (kind: ListKind) => SCREENING_FIXTURES[kind].bytes.toString(kind === 'un' || kind === 'ofac' ? 'utf8' : 'latin1');

describe('the published formats, from the fixtures', () => {
  it("reads the CGU's PEP list: Latin-1 accents, masked CPFs, role, organ and dates", () => {
    const { entries } = parse('pep');
    expect(entries).toHaveLength(3);
    expect(entries[2]).toEqual({
      list: 'pep',
      source: 'CGU PEP',
      entryId: '***.111.222-** DAS 101.6 2023-03-15',
      name: 'CONCEIÇÃO ARAÚJO FICTÍCIA',
      role: 'DIRETORA DE PROGRAMA — MINISTÉRIO DO EXEMPLO (2023-03-15 a atual)',
      document: '***.111.222-**',
    });
  });
  it('reads CEIS and CNEP: CNPJ digits, a masked CPF, the sanction and the organ', () => {
    expect(parse('ceis').entries).toEqual([
      expect.objectContaining({
        source: 'CEIS',
        entryId: 'CEIS-900001',
        name: 'CONSTRUTORA EXEMPLO INIDÔNEA LTDA',
        document: '11222333000181',
      }),
      expect.objectContaining({ entryId: 'CEIS-900002', name: 'JOSÉ FICTÍCIO DE ARAÚJO', document: '***.321.654-**' }),
    ]);
    expect(parse('cnep').entries).toEqual([
      {
        list: 'sanctions',
        source: 'CNEP',
        entryId: 'CNEP-800001',
        name: 'COMÉRCIO FANTASIA CORRUPTORA S.A.',
        role: 'Multa - Lei 12.846/2013 — CONTROLADORIA DE EXEMPLO (2023-05-05 a atual)',
        document: '44555666000106',
      },
    ]);
  });
  it("reads the UN list: the names' parts joined, aliases as the same reference, entities, and its date", () => {
    const { entries, date } = parse('un');
    expect(date).toBe('2026-11-30');
    expect(entries.map((entry) => [entry.entryId, entry.name])).toEqual([
      ['QDi.999', 'AHMAD EXEMPLO KARIM'],
      ['QDi.999', 'Abu Exemplo'],
      ['CDi.998', 'FRANÇOIS FICTÍCIO DUPONT'],
      ['QDe.999', 'EXEMPLO FRONT TRADING COMPANY'],
      ['QDe.999', 'EXEMPLO FRONT'],
    ]);
    expect(entries[0].role).toBe('Al-Qaida — listado em 2001-10-06');
  });
  it("reads OFAC's SDN.CSV: no header, -0- as empty, the DOS end-of-file", () => {
    expect(parse('ofac').entries).toEqual([
      { list: 'sanctions', source: 'OFAC', entryId: 'SDN-99901', name: 'PETROV, Boris Sancionado', role: 'SDGT' },
      { list: 'sanctions', source: 'OFAC', entryId: 'SDN-99902', name: 'EXEMPLO SHIPPING LINES LTD.', role: 'IRAN] [SDGT' },
      { list: 'sanctions', source: 'OFAC', entryId: 'SDN-99903', name: 'MÜLLER, Hans Fiktiv', role: 'RUSSIA-EO14024 — Director' },
    ]);
  });
});

describe('a file not in the format is refused with its line', () => {
  it('refuses a UTF-8 PEP or CEIS file (the Portal publishes Latin-1), naming the first accented line', () => {
    expect(refusal('pep', Buffer.from(fixtureText('pep'), 'utf8'))).toBe(
      'line 2: the file is UTF-8; the list is published in Latin-1 (ISO-8859-1)',
    );
    expect(refusal('ceis', Buffer.from(fixtureText('ceis'), 'utf8'))).toMatch(/^line 1: the file is UTF-8/);
  });
  it('refuses a PEP row with a CPF in clear, a bad date or a missing column, and another header', () => {
    const lines = fixtureText('pep').split('\r\n');
    expect(refusal('pep', [...lines.slice(0, 2), lines[2].replace('***.654.321-**', '123.654.321-00')].join('\n'))).toBe(
      'line 3: CPF is not masked as ***.123.456-**: "123.654.321-00"',
    );
    expect(refusal('pep', [...lines.slice(0, 3), lines[3].replace('15/03/2023', '2023-03-15')].join('\n'))).toBe(
      'line 4: Data_Inicio_Exercicio is not a date dd/mm/aaaa: "2023-03-15"',
    );
    expect(refusal('pep', [lines[0], lines[1].replace(/;"31\/12\/2029"$/, '')].join('\n'))).toBe(
      'line 2: 8 columns where the header has 9',
    );
    expect(refusal('pep', [lines[0], lines[1].replace('ANA BEATRIZ', 'ANA\u0007BEATRIZ')].join('\n'))).toBe(
      'line 2: control character in a field',
    );
    expect(refusal('pep', Buffer.from('"CPF";"Nome_PEP"\n\u0000', 'utf16le'))).toBe('line 1: not a Latin-1 text file (NUL byte)');
    expect(refusal('pep', fixtureText('ceis'))).toMatch(/^line 1: not the list's header \(missing CPF, Nome_PEP/);
  });
  it('refuses CEIS/CNEP rows with a bad person type or CNPJ, and an unclosed quote', () => {
    const lines = fixtureText('ceis').split('\r\n');
    expect(refusal('ceis', [lines[0], lines[1].replace('"J"', '"X"')].join('\n'))).toBe('line 2: TIPO DE PESSOA is neither F nor J');
    expect(refusal('cnep', [lines[0], lines[1]].join('\n'))).toBe('accepted');
    expect(refusal('ceis', [lines[0], lines[1], lines[2].replace('"F"', '"J"')].join('\n'))).toBe(
      'line 3: CPF OU CNPJ DO SANCIONADO is not a CNPJ: "***.321.654-**"',
    );
    expect(refusal('ceis', `${lines[0]}\n${lines[1]}\n"CEIS";"900003;J`)).toBe('line 3: a quoted field is never closed');
  });
  it('refuses UN XML that does not close, has a DOCTYPE or an undeclared entity, or another root', () => {
    const xml = fixtureText('un');
    expect(refusal('un', xml.replace('</SECOND_NAME>\n      <THIRD_NAME>KARIM', '\n      <THIRD_NAME>KARIM'))).toBe(
      'line 18: </INDIVIDUAL> closes <SECOND_NAME>',
    );
    expect(
      refusal('un', xml.replace('<?xml version="1.0" encoding="UTF-8"?>', '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>')),
    ).toBe('line 1: a DOCTYPE is not accepted (entities are not expanded)');
    expect(refusal('un', xml.replace('Abu Exemplo', 'Abu\u0000Exemplo'))).toBe('line 16: control character in the text');
    expect(refusal('un', xml.replace('&amp;', '&#1;'))).toBe('line 13: character reference &#1; is not text');
    expect(refusal('un', xml.replace('&amp;', '&e;'))).toBe('line 13: undeclared entity &e;');
    expect(refusal('un', xml.slice(0, xml.indexOf('</ENTITIES>')))).toBe('line 29: <ENTITIES> is never closed');
    expect(refusal('un', '<sdnList><sdnEntry/></sdnList>')).toBe('line 1: the root is <sdnList>, not <CONSOLIDATED_LIST>');
    expect(refusal('un', Buffer.from([0x3c, 0x61, 0x3e, 0x0a, 0xc3, 0x28, 0x3c, 0x2f, 0x61, 0x3e]))).toBe(
      'line 2: not UTF-8 (the list is published in UTF-8)',
    );
  });
  it("refuses an SDN row that is not SDN.CSV's twelve columns or has no number", () => {
    const lines = fixtureText('ofac').split('\r\n');
    expect(refusal('ofac', `${lines[0]}\n99902,"X Y","-0- "`)).toBe('line 2: 3 columns where SDN.CSV has 12');
    expect(refusal('ofac', `${lines[0]}\n${lines[1].replace('99902', 'ABC')}`)).toBe('line 2: ent_num is not a number: "ABC"');
    expect(refusal('ofac', Buffer.from(`${lines[0]}\n99904,"JOSÉ X","individual"`, 'latin1'))).toBe(
      'line 2: not UTF-8 (the list is published in UTF-8)',
    );
    expect(refusal('ofac', fixtureText('pep'))).toMatch(/^line 1: 1 columns where SDN.CSV has 12/);
  });
});
