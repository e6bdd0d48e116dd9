import { normalizeDocument } from '../../../domain/document.ts';
import { splitPhone } from '../../../domain/phone.ts';
import { formatMask, masks } from '../../components/mask-format.ts';
import { decimalFromBr, decimalToBr, orNull } from '../kit/identification-form.ts';

/** One row of a list as typed: text by field, `docType` the CPF/CNPJ choice, booleans for checkboxes. */
export type PartyRow = Record<string, string | boolean>;

/** How a field of a row is edited. */
export type PartyFieldKind = 'text' | 'email' | 'document' | 'docType' | 'percentage' | 'phone' | 'category' | 'checkbox';

/** A field of a row: its row key, label, kind, and the wire fields whose errors it shows. */
export type PartyField = {
  key: string;
  label: string;
  kind: PartyFieldKind;
  errorKeys?: string[];
  /** A text the customer may leave blank (sent as null). */
  optional?: boolean;
  /** A document type's wire field and its value for each type (none: not sent). */
  wire?: { key: string; CPF: unknown; CNPJ: unknown };
};

type DocumentType = 'CPF' | 'CNPJ';
type Item = Record<string, unknown>;
/** A field's wire form both ways: `send` makes the item's fields of it, `read` the row's field (`type`: the item's). */
type Wire = { send: (field: PartyField, row: PartyRow) => Item; read: (field: PartyField, item: Item, type: DocumentType) => PartyRow };

/** A stored document shown with its mask. */
const maskedDocument = (value: unknown, type: DocumentType) => formatMask(type === 'CPF' ? masks.cpf : masks.cnpj, String(value ?? ''));

const text = (row: PartyRow, key: string) => String(row[key] ?? '');
const typeOf = (row: PartyRow): DocumentType => (row.docType === 'CNPJ' ? 'CNPJ' : 'CPF');

const TEXT: Wire = {
  send: ({ key, optional }, row) => ({ [key]: optional ? orNull(text(row, key)) : text(row, key) }),
  read: ({ key }, item) => ({ [key]: String(item[key] ?? '') }),
};

/** Each kind's wire form both ways, side by side: one mapping for the body sent and the saved item read back. */
const WIRE: Record<PartyFieldKind, Wire> = {
  text: TEXT,
  email: TEXT,
  document: {
    send: ({ key }, row) => ({ [key]: normalizeDocument(text(row, key)) }),
    read: ({ key }, item, type) => ({ [key]: maskedDocument(item[key], type) }),
  },
  // The row's docType itself is the item's document type (rowFromItem).
  docType: { send: ({ wire }, row) => (wire ? { [wire.key]: wire[typeOf(row)] } : {}), read: () => ({}) },
  percentage: {
    send: ({ key }, row) => ({ [key]: decimalFromBr(text(row, key)) }),
    read: ({ key }, item) => ({ [key]: decimalToBr(item[key] as number) }),
  },
  phone: {
    send: ({ key }, row) => {
      const phone = splitPhone(text(row, key));
      return { DDDMobilePhone: phone.MobilePhonePrefix, MobilePhone: phone.MobilePhoneNumber };
    },
    read: ({ key }, item) => ({ [key]: formatMask(masks.phone, `${item.DDDMobilePhone ?? ''}${item.MobilePhone ?? ''}`) }),
  },
  category: {
    send: ({ key }, row) => ({ [key]: text(row, key) === '' ? 0 : Number(row[key]) }),
    read: ({ key }, item) => ({ [key]: String(item[key]) }),
  },
  checkbox: { send: ({ key }, row) => ({ [key]: row[key] === true }), read: ({ key }, item) => ({ [key]: item[key] === true }) },
};

/** A typed row as its list's wire item (without the client's id). */
export function rowToItem(fields: PartyField[], row: PartyRow): Item {
  return Object.assign({}, ...fields.map((field) => WIRE[field.kind].send(field, row)));
}

/** A saved item as the row that produced it. */
export function rowFromItem(fields: PartyField[], item: Item): PartyRow {
  const type = itemType(fields, item);
  return Object.assign({ docType: type }, ...fields.map((field) => WIRE[field.kind].read(field, item, type)));
}

/** An item's document type: its own wire field's, else told by the document's length; CPF where none is asked. */
function itemType(fields: PartyField[], item: Item): DocumentType {
  const choice = fields.find((field) => field.kind === 'docType');
  if (!choice) return 'CPF';
  if (choice.wire) return item[choice.wire.key] === choice.wire.CNPJ ? 'CNPJ' : 'CPF';
  const document = fields.find((field) => field.kind === 'document');
  return String(item[document?.key ?? ''] ?? '').length > 11 ? 'CNPJ' : 'CPF';
}
