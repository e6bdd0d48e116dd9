/** The specification's sections (spec/onboarding-spec.md), as the explorer names them. */
export const SPEC_SECTIONS: Record<string, string> = {
  '1': 'O produto e seus usuários',
  '2': 'Telas e rotas',
  '3': 'Entidades e campos',
  '4': 'Estados e transições',
  '5': 'Regras de validação',
  '6': 'Papéis e permissões',
  '7': 'Chamadas à API',
  '8': 'Catálogo de erros',
  '9': 'Constantes e limites',
};

const COMMENT = /^\s*(\/\/|\/\*\*?|\*)/;
const SECTION = /\bspec\b[^§\n]*§\s*(\d)/gi;
const KEY = /^\s*(?:(['"]?)([A-Za-z_$][\w$-]*)\1\s*:|(?:export\s+)?const\s+([A-Za-z_$][\w$]*?)State\s*=)/;
const NAMED = /`(?:[#\w-]+\.)*([\w-]+)`/g;

/**
 * The spec sections (`spec §N`) a machine's source cites, by state key: a comment citing a section belongs to the
 * state it documents (the key or `<key>State` constant on the next code line) and to the states it names in
 * backticks (`visitor.continueSignup` names continueSignup).
 */
export function specCitations(source: string): Map<string, Set<string>> {
  const cited = new Map<string, Set<string>>();
  const add = (key: string, sections: readonly string[]) => {
    const set = cited.get(key) ?? new Set<string>();
    for (const section of sections) set.add(section);
    cited.set(key, set);
  };
  let block: string[] = [];
  for (const line of source.split('\n')) {
    if (COMMENT.test(line)) {
      block.push(line);
      continue;
    }
    const text = block.join('\n');
    block = [];
    const sections = [...text.matchAll(SECTION)].map((match) => match[1]);
    if (sections.length === 0) continue;
    for (const match of text.matchAll(NAMED)) add(match[1], sections);
    const key = KEY.exec(line);
    if (key) add(key[2] ?? key[3], sections);
  }
  return cited;
}

/** The cited sections of several sources merged (a machine's folder). */
export function mergeCitations(sources: readonly string[]): Map<string, Set<string>> {
  const merged = new Map<string, Set<string>>();
  for (const source of sources)
    for (const [key, sections] of specCitations(source)) merged.set(key, new Set([...(merged.get(key) ?? []), ...sections]));
  return merged;
}
