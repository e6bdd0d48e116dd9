import type { ListKind } from '../../lib/screening/list-formats.ts';

/**
 * Small files in each published list's exact format (ADR 238), every person and company fictional: the demo
 * imports them, the tests parse them. `npx tsx server/test-support/screening-fixtures/write.ts` writes them here.
 */
const q = (fields: string[], separator: string) => fields.map((field) => `"${field.replace(/"/g, '""')}"`).join(separator);

const PEP = [
  q(
    [
      'CPF',
      'Nome_PEP',
      'Sigla_Funcao',
      'Descricao_Funcao',
      'Nivel_Funcao',
      'Nome_Orgao',
      'Data_Inicio_Exercicio',
      'Data_Fim_Exercicio',
      'Data_Fim_Carencia',
    ],
    ';',
  ),
  q(
    [
      '***.456.781-**',
      'ANA BEATRIZ SOUZA',
      'VEREADOR',
      'VEREADORA',
      '',
      'CÂMARA MUNICIPAL DE EXEMPLO',
      '01/01/2021',
      '31/12/2024',
      '31/12/2029',
    ],
    ';',
  ),
  q(
    [
      '***.654.321-**',
      'JOÃO PEREIRA LIMA',
      'SEC-MUN',
      'SECRETÁRIO MUNICIPAL',
      '',
      'PREFEITURA DE EXEMPLO',
      '01/01/2019',
      '31/12/2022',
      '31/12/2027',
    ],
    ';',
  ),
  q(
    [
      '***.111.222-**',
      'CONCEIÇÃO ARAÚJO FICTÍCIA',
      'DAS 101.6',
      'DIRETORA DE PROGRAMA',
      '101.6',
      'MINISTÉRIO DO EXEMPLO',
      '15/03/2023',
      '',
      '',
    ],
    ';',
  ),
];

const SANCTION_HEADER = [
  'CADASTRO',
  'CÓDIGO DA SANÇÃO',
  'TIPO DE PESSOA',
  'CPF OU CNPJ DO SANCIONADO',
  'NOME DO SANCIONADO',
  'NOME INFORMADO PELO ÓRGÃO SANCIONADOR',
  'RAZÃO SOCIAL - CADASTRO RECEITA',
  'NOME FANTASIA - CADASTRO RECEITA',
  'NÚMERO DO PROCESSO',
  'CATEGORIA DA SANÇÃO',
];
const SANCTION_TAIL = [
  'DATA INÍCIO SANÇÃO',
  'DATA FINAL SANÇÃO',
  'DATA PUBLICAÇÃO',
  'PUBLICAÇÃO',
  'DETALHAMENTO',
  'DATA DO TRÂNSITO EM JULGADO',
  'ABRAGÊNCIA DEFINIDA EM DECISÃO JUDICIAL',
  'ÓRGÃO SANCIONADOR',
  'UF ÓRGÃO SANCIONADOR',
  'ESFERA ÓRGÃO SANCIONADOR',
  'FUNDAMENTAÇÃO LEGAL',
  'DATA ORIGEM INFORMAÇÃO',
  'ORIGEM INFORMAÇÕES',
  'OBSERVAÇÕES',
];
const tail = (from: string, to: string, organ: string, law: string) => [
  from,
  to,
  from,
  'DOU',
  '',
  '',
  '',
  organ,
  'SP',
  'MUNICIPAL',
  law,
  from,
  'Exemplo',
  '',
];

const CEIS = [
  q([...SANCTION_HEADER, ...SANCTION_TAIL], ';'),
  q(
    [
      'CEIS',
      '900001',
      'J',
      '11.222.333/0001-81',
      'CONSTRUTORA EXEMPLO INIDÔNEA LTDA',
      'CONSTRUTORA EXEMPLO',
      'CONSTRUTORA EXEMPLO INIDÔNEA LTDA',
      'EXEMPLO OBRAS',
      '0001/2024',
      'Inidoneidade - Lei 8.666/93, art. 87, IV',
      ...tail('10/01/2024', '10/01/2029', 'PREFEITURA DE EXEMPLO', 'Lei 8.666/93, art. 87, IV'),
    ],
    ';',
  ),
  q(
    [
      'CEIS',
      '900002',
      'F',
      '***.321.654-**',
      'JOSÉ FICTÍCIO DE ARAÚJO',
      'JOSE FICTICIO',
      '',
      '',
      '0002/2024',
      'Impedimento - Lei 10.520/02, art. 7º',
      ...tail('01/02/2024', '', 'SECRETARIA DE EXEMPLO', 'Lei 10.520/02, art. 7º'),
    ],
    ';',
  ),
];

const CNEP = [
  q([...SANCTION_HEADER, 'VALOR DA MULTA', ...SANCTION_TAIL], ';'),
  q(
    [
      'CNEP',
      '800001',
      'J',
      '44.555.666/0001-06',
      'COMÉRCIO FANTASIA CORRUPTORA S.A.',
      'COMERCIO FANTASIA',
      'COMÉRCIO FANTASIA CORRUPTORA S.A.',
      '',
      '0100/2023',
      'Multa - Lei 12.846/2013',
      '150000,00',
      ...tail('05/05/2023', '', 'CONTROLADORIA DE EXEMPLO', 'Lei 12.846/2013, art. 6º, I'),
    ],
    ';',
  ),
];

const UN = `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://scsanctions.un.org/resources/xml/en/consolidated.xsd" dateGenerated="2026-11-30T00:00:00.000Z">
  <INDIVIDUALS>
    <INDIVIDUAL>
      <DATAID>9999901</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>AHMAD</FIRST_NAME>
      <SECOND_NAME>EXEMPLO</SECOND_NAME>
      <THIRD_NAME>KARIM</THIRD_NAME>
      <UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE>
      <REFERENCE_NUMBER>QDi.999</REFERENCE_NUMBER>
      <LISTED_ON>2001-10-06</LISTED_ON>
      <COMMENTS1>Fictional entry for tests &amp; the demo.</COMMENTS1>
      <INDIVIDUAL_ALIAS>
        <QUALITY>Good</QUALITY>
        <ALIAS_NAME>Abu Exemplo</ALIAS_NAME>
      </INDIVIDUAL_ALIAS>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>9999902</DATAID>
      <FIRST_NAME>FRANÇOIS</FIRST_NAME>
      <SECOND_NAME>FICTÍCIO</SECOND_NAME>
      <THIRD_NAME>DUPONT</THIRD_NAME>
      <UN_LIST_TYPE>DRC</UN_LIST_TYPE>
      <REFERENCE_NUMBER>CDi.998</REFERENCE_NUMBER>
      <LISTED_ON>2010-01-01</LISTED_ON>
    </INDIVIDUAL>
  </INDIVIDUALS>
  <ENTITIES>
    <ENTITY>
      <DATAID>9999903</DATAID>
      <FIRST_NAME>EXEMPLO FRONT TRADING COMPANY</FIRST_NAME>
      <UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE>
      <REFERENCE_NUMBER>QDe.999</REFERENCE_NUMBER>
      <LISTED_ON>2002-01-01</LISTED_ON>
      <ENTITY_ALIAS>
        <QUALITY>a.k.a.</QUALITY>
        <ALIAS_NAME>EXEMPLO FRONT</ALIAS_NAME>
      </ENTITY_ALIAS>
    </ENTITY>
  </ENTITIES>
</CONSOLIDATED_LIST>
`;

const OFAC = [
  '99901,"PETROV, Boris Sancionado","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 01 Jan 1970; fictional entry."',
  '99902,"EXEMPLO SHIPPING LINES LTD.","-0- ","IRAN] [SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"Fictional entry."',
  '99903,"MÜLLER, Hans Fiktiv","individual","RUSSIA-EO14024","Director",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"Fictional entry."',
];

/** Each fixture: its file name (the Portal's date prefix where it uses one), the list, and the file's bytes. */
export const SCREENING_FIXTURES: Record<ListKind, { file: string; bytes: Buffer }> = {
  pep: { file: '20261201_PEP.csv', bytes: Buffer.from(`${PEP.join('\r\n')}\r\n`, 'latin1') },
  ceis: { file: '20261201_CEIS.csv', bytes: Buffer.from(`${CEIS.join('\r\n')}\r\n`, 'latin1') },
  cnep: { file: '20261201_CNEP.csv', bytes: Buffer.from(`${CNEP.join('\r\n')}\r\n`, 'latin1') },
  un: { file: 'consolidated.xml', bytes: Buffer.from(UN, 'utf8') },
  ofac: { file: 'sdn.csv', bytes: Buffer.from(`${OFAC.join('\r\n')}\r\n\u001a`, 'utf8') },
};
