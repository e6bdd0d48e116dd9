import type { ListEntry } from './list-entries.ts';
import { ListFormatError, lineAt } from './list-files.ts';

/** An element of the UN list: its name, attributes' source text, child elements and text, and its line. */
type Element = { name: string; attributes: string; children: Element[]; text: string; line: number };

const TAG =
  /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>/y;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text with XML's five entities and character references resolved; any other entity is refused (none is declared). */
function resolveEntities(text: string, xml: string, offset: number): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[A-Za-z]\w*);|&/g, (whole, name: string | undefined) => {
    if (name?.startsWith('#')) {
      const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      if (code >= 0x20 && code <= 0x10ffff) return String.fromCodePoint(code);
      throw new ListFormatError(lineAt(xml, offset), `character reference ${whole} is not text`);
    }
    if (name && name in PREDEFINED) return PREDEFINED[name];
    throw new ListFormatError(lineAt(xml, offset), `undeclared entity ${whole}`);
  });
}

/**
 * The document's root element, read by a small tokenizer: elements, text, comments, CDATA and the XML declaration.
 * A DOCTYPE (and so any entity declaration, the way to expand external or billion-laughs entities) is refused, and
 * so is a tag that does not close or closes another.
 */
function readXml(xml: string): Element {
  const root: Element = { name: '#document', attributes: '', children: [], text: '', line: 1 };
  const open: Element[] = [root];
  let at = 0;
  // Lines counted as the tokenizer moves on (lineAt from the start for each element would be quadratic).
  let line = 1;
  let counted = 0;
  const lineOf = (offset: number) => {
    for (; counted < offset; counted++) if (xml.charCodeAt(counted) === 10) line++;
    return line;
  };
  while (at < xml.length) {
    const next = xml.indexOf('<', at);
    const current = open[open.length - 1];
    const text = xml.slice(at, next < 0 ? xml.length : next);
    const control = text.search(/[^\P{Cc}\t\n\r]/u);
    if (control >= 0) throw new ListFormatError(lineAt(xml, at + control), 'control character in the text');
    if (text.trim()) {
      if (current === root) throw new ListFormatError(lineAt(xml, at), 'text outside the root element');
      current.text += resolveEntities(text, xml, at);
    }
    if (next < 0) break;
    if (xml.startsWith('<!DOCTYPE', next))
      throw new ListFormatError(lineAt(xml, next), 'a DOCTYPE is not accepted (entities are not expanded)');
    TAG.lastIndex = next;
    const match = TAG.exec(xml);
    if (!match) throw new ListFormatError(lineAt(xml, next), 'malformed tag');
    at = TAG.lastIndex;
    const [, closing, name, attributes, selfClosing, cdata] = match;
    if (cdata !== undefined) current.text += cdata;
    if (!name) continue;
    if (closing) {
      if (current.name !== name) throw new ListFormatError(lineAt(xml, next), `</${name}> closes <${current.name}>`);
      open.pop();
      continue;
    }
    const element: Element = { name, attributes: attributes ?? '', children: [], text: '', line: lineOf(next) };
    current.children.push(element);
    if (!selfClosing) open.push(element);
  }
  const unclosed = open[open.length - 1];
  if (open.length > 1) throw new ListFormatError(unclosed.line, `<${unclosed.name}> is never closed`);
  if (root.children.length !== 1) throw new ListFormatError(1, 'not one root element');
  return root.children[0];
}

const child = (element: Element, name: string) => element.children.find((each) => each.name === name);
const textOf = (element: Element, name: string) => (child(element, name)?.text ?? '').replace(/\s+/g, ' ').trim();

/** The entries of one INDIVIDUAL or ENTITY: its name and each alias (the same reference number). */
function entriesOf(element: Element, aliasName: string): ListEntry[] {
  const reference = textOf(element, 'REFERENCE_NUMBER');
  if (!reference) throw new ListFormatError(element.line, `<${element.name}> without REFERENCE_NUMBER`);
  const name = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
    .map((part) => textOf(element, part))
    .filter(Boolean)
    .join(' ');
  if (!name) throw new ListFormatError(element.line, `<${element.name}> ${reference} without FIRST_NAME`);
  const listed = textOf(element, 'LISTED_ON').slice(0, 10);
  const role = [textOf(element, 'UN_LIST_TYPE'), listed ? `listado em ${listed}` : ''].filter(Boolean).join(' — ') || null;
  const aliases = element.children
    .filter((each) => each.name === aliasName)
    .map((alias) => textOf(alias, 'ALIAS_NAME'))
    .filter(Boolean);
  return [name, ...aliases].map((each) => ({
    list: 'sanctions' as const,
    source: 'ONU',
    entryId: reference.slice(0, 80),
    name: each.slice(0, 300),
    role: role?.slice(0, 300) ?? null,
  }));
}

/**
 * The UN Security Council's consolidated list (XML): CONSOLIDATED_LIST with INDIVIDUALS/INDIVIDUAL (FIRST_NAME to
 * FOURTH_NAME, REFERENCE_NUMBER, INDIVIDUAL_ALIAS) and ENTITIES/ENTITY; its date is the root's `dateGenerated`.
 */
export function parseUnList(xml: string): { entries: ListEntry[]; date?: string } {
  const root = readXml(xml);
  if (root.name !== 'CONSOLIDATED_LIST') throw new ListFormatError(root.line, `the root is <${root.name}>, not <CONSOLIDATED_LIST>`);
  const date = /\sdateGenerated\s*=\s*["'](\d{4}-\d{2}-\d{2})/.exec(root.attributes)?.[1];
  const entries: ListEntry[] = [];
  for (const [group, item, alias] of [
    ['INDIVIDUALS', 'INDIVIDUAL', 'INDIVIDUAL_ALIAS'],
    ['ENTITIES', 'ENTITY', 'ENTITY_ALIAS'],
  ]) {
    for (const element of child(root, group)?.children ?? []) {
      if (element.name !== item) throw new ListFormatError(element.line, `<${element.name}> inside <${group}>`);
      entries.push(...entriesOf(element, alias));
    }
  }
  if (entries.length === 0) throw new ListFormatError(root.line, 'no INDIVIDUAL nor ENTITY');
  return { entries, ...(date ? { date } : {}) };
}
