import * as v from 'valibot';
import { documentError } from '../document.ts';
import { Messages } from '../messages.ts';
import { documentTypeByLength, type PartyDocument } from '../read-side.ts';
import { FieldMessages } from './field-messages.ts';

/** The spec's message for a stripped document of a party whose type is known ('CPF inválido', 'CNPJ inválido'). */
export function partyDocumentError(value: string, type: PartyDocument): string | undefined {
  return documentError(value, type === 'CPF' ? 'F' : 'J');
}

/** A check, forwarded to `CpfCnpj`, that a party's document is valid for its declared DocumentType. */
export function documentMatchesType<T extends { CpfCnpj: string; DocumentType: PartyDocument }>() {
  return v.forward(
    v.check<T, (issue: v.CheckIssue<T>) => string>(
      (item) => partyDocumentError(item.CpfCnpj, item.DocumentType) === undefined,
      (issue) => partyDocumentError(issue.input.CpfCnpj, issue.input.DocumentType) ?? Messages.invalidField,
    ),
    ['CpfCnpj'] as never,
  );
}

/** A check, forwarded to `field`, that an optional declared type agrees with the one the document's length gives. */
export function optionalTypeAgrees<T extends Record<string, unknown>>(
  field: keyof T & string,
  document: (item: T) => string,
  declared: (item: T) => PartyDocument | undefined,
) {
  return v.forward(
    v.check<T, string>((item) => {
      const type = declared(item);
      return type === undefined || type === documentTypeByLength(document(item));
    }, FieldMessages.documentTypeMismatch),
    [field] as never,
  );
}
