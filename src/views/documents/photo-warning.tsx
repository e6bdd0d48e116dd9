import type { PhotoIssue } from '../../../machines/documents/index.ts';
import { Button } from '../../components/button.tsx';
import { PickerInput } from '../../components/document-drop.tsx';

/** What the customer reads about a photo the device found wrong, and what to do (issue 34). */
export const PHOTO_HINTS: Readonly<Record<PhotoIssue, string>> = {
  dark: 'A foto ficou escura. Procure um lugar com mais luz e tire outra.',
  blurred: 'A foto ficou tremida ou fora de foco. Apoie bem o celular, espere focar e tire outra.',
  small: 'A imagem é pequena demais para lermos o documento. Tire outra foto ou escolha uma imagem maior.',
};

type Props = {
  /** DOM id prefix of the card. */
  id: string;
  /** The document's name, for the accessible names. */
  name: string;
  issue: PhotoIssue;
  /** Dark or blurred: "Enviar assim mesmo" is offered. */
  canSend: boolean;
  /** A phone: the retake opens the camera ("Tirar outra"); elsewhere it picks another file ("Escolher outra"). */
  camera: boolean;
  accept: string;
  onFile: (file: File) => void;
  onSend: () => void;
  onDiscard: () => void;
};

/** The hint on a photo the device found too dark, blurred or too small, with the retake, "Enviar assim mesmo" and "Descartar". */
export function PhotoWarning({ id, name, issue, canSend, camera, accept, onFile, onSend, onDiscard }: Props) {
  const retake = camera ? 'Tirar outra' : 'Escolher outra';
  return (
    <div css={{ display: 'grid', gap: '0.75rem' }}>
      <p id={`${id}-photo`} role="alert" css={(theme) => ({ color: theme.colors.error, fontSize: '0.875rem', fontWeight: 500 })}>
        {PHOTO_HINTS[issue]}
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <PickerInput
          id={`${id}-retake`}
          text={retake}
          label={`${retake}: ${name}`}
          accept={camera ? 'image/*' : accept}
          capture={camera ? 'environment' : undefined}
          onFile={onFile}
          describedBy={`${id}-photo`}
        />
        {canSend ? (
          <Button variant="secondary" onClick={onSend} aria-label={`Enviar assim mesmo: ${name}`}>
            Enviar assim mesmo
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onDiscard} aria-label={`Descartar a foto: ${name}`}>
          Descartar
        </Button>
      </div>
    </div>
  );
}
