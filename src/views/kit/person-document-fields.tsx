import { useState } from 'react';
import { PersonType } from '../../../domain/index.ts';
import { MaskedField } from '../../components/masked-input.tsx';

const TYPES = [
  { value: PersonType.F, label: 'Pessoa Física (CPF)' },
  { value: PersonType.J, label: 'Pessoa Jurídica (CNPJ)' },
] as const;

/** The chosen person type and the document typed, as PersonDocumentFields takes them. */
export function usePersonDocument(initialType: PersonType = PersonType.F, initialDocument = '') {
  const [personType, setPersonType] = useState<PersonType>(initialType);
  const [document, setDocument] = useState(initialDocument);
  return { personType, document, onPersonType: setPersonType, onDocument: setDocument };
}

type Props = ReturnType<typeof usePersonDocument> & {
  /** The radios' name. */
  name: string;
  /** The number field's id. */
  id: string;
  error?: string;
};

/** Which document an account has (CPF or CNPJ) and its number, masked as that document; another type empties it. */
export function PersonDocumentFields({ name, id, personType, document, onPersonType, onDocument, error }: Props) {
  const field = { id, value: document, onValueChange: onDocument, error };
  return (
    <>
      <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: '0.5rem' }}>
        <legend css={{ fontWeight: 600, fontSize: '0.9375rem', marginBottom: '0.375rem' }}>Tipo de cadastro</legend>
        {TYPES.map((type) => (
          <label key={type.value} css={{ display: 'flex', alignItems: 'center', gap: '0.5rem', minHeight: 32 }}>
            <input
              type="radio"
              name={name}
              checked={personType === type.value}
              onChange={() => {
                onPersonType(type.value);
                onDocument('');
              }}
            />
            {type.label}
          </label>
        ))}
      </fieldset>
      {personType === PersonType.F ? (
        <MaskedField key="cpf" mask="cpf" label="CPF" inputMode="numeric" {...field} />
      ) : (
        <MaskedField key="cnpj" mask="cnpj" label="CNPJ" autoCapitalize="characters" {...field} />
      )}
    </>
  );
}
