/**
 * The public CEP ranges of each state (Correios' "faixas de CEP por UF"), keyed by the state's IBGE code as the
 * address carries it (StateId), so browser and server check a CEP against the chosen state without a network call.
 */
type StateCepRanges = { uf: string; ranges: readonly (readonly [first: number, last: number])[] };

// Five-digit CEP prefixes (the "região/sub-região/setor/subsetor/divisor" part), inclusive.
export const CEP_RANGES: Readonly<Record<number, StateCepRanges>> = {
  11: {
    uf: 'RO',
    ranges: [
      [76800, 76999],
      [78900, 78999],
    ],
  },
  12: { uf: 'AC', ranges: [[69900, 69999]] },
  13: {
    uf: 'AM',
    ranges: [
      [69000, 69299],
      [69400, 69899],
    ],
  },
  14: { uf: 'RR', ranges: [[69300, 69399]] },
  15: { uf: 'PA', ranges: [[66000, 68899]] },
  16: { uf: 'AP', ranges: [[68900, 68999]] },
  17: { uf: 'TO', ranges: [[77000, 77999]] },
  21: { uf: 'MA', ranges: [[65000, 65999]] },
  22: { uf: 'PI', ranges: [[64000, 64999]] },
  23: { uf: 'CE', ranges: [[60000, 63999]] },
  24: { uf: 'RN', ranges: [[59000, 59999]] },
  25: { uf: 'PB', ranges: [[58000, 58999]] },
  26: { uf: 'PE', ranges: [[50000, 56999]] },
  27: { uf: 'AL', ranges: [[57000, 57999]] },
  28: { uf: 'SE', ranges: [[49000, 49999]] },
  29: { uf: 'BA', ranges: [[40000, 48999]] },
  31: { uf: 'MG', ranges: [[30000, 39999]] },
  32: { uf: 'ES', ranges: [[29000, 29999]] },
  33: { uf: 'RJ', ranges: [[20000, 28999]] },
  35: { uf: 'SP', ranges: [[1000, 19999]] },
  41: { uf: 'PR', ranges: [[80000, 87999]] },
  42: { uf: 'SC', ranges: [[88000, 89999]] },
  43: { uf: 'RS', ranges: [[90000, 99999]] },
  50: { uf: 'MS', ranges: [[79000, 79999]] },
  51: { uf: 'MT', ranges: [[78000, 78899]] },
  52: {
    uf: 'GO',
    ranges: [
      [72800, 72999],
      [73700, 76799],
    ],
  },
  53: {
    uf: 'DF',
    ranges: [
      [70000, 72799],
      [73000, 73699],
    ],
  },
};

/** A CEP as its 8 digits ("01310-100" → "01310100"), or null when it is not 8 digits with an optional hyphen. */
export function normalizeCep(text: string): string | null {
  const match = /^(\d{5})-?(\d{3})$/.exec(text.trim());
  return match ? `${match[1]}${match[2]}` : null;
}

/** The IBGE code of the state whose ranges hold an 8-digit CEP, or null (no state's range: 00000-000, a typo…). */
export function stateOfCep(cep: string): number | null {
  if (!/^\d{8}$/.test(cep)) return null;
  const prefix = Number(cep.slice(0, 5));
  for (const [stateId, { ranges }] of Object.entries(CEP_RANGES)) {
    if (ranges.some(([first, last]) => prefix >= first && prefix <= last)) return Number(stateId);
  }
  return null;
}

/** Whether an 8-digit CEP lies in the ranges of the state with IBGE code `stateId`. */
export const isCepInState = (cep: string, stateId: number): boolean => stateOfCep(cep) === stateId;

/** The IBGE code of a state by its abbreviation ("SP" → 35), or null. */
export function stateIdOfUf(uf: string): number | null {
  const found = Object.entries(CEP_RANGES).find(([, state]) => state.uf === uf.toUpperCase());
  return found ? Number(found[0]) : null;
}
