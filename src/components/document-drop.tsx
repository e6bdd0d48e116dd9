import { type DragEvent, type ReactNode, useState } from 'react';
import { buttonStyle } from './button.tsx';
import { visuallyHidden } from './spinner.tsx';

type DocumentDropProps = {
  /** Prefix of the inputs' ids (`<id>-file`, `<id>-camera`); the first can take focus from the outside. */
  id: string;
  /** What the file is, for the accessible names ("Escolher arquivo: RG"). */
  name: string;
  accept: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  /** Ids of texts describing the drop (hint, error). */
  describedBy?: string;
  invalid?: boolean;
  /** A document already sent: a plain "Substituir" instead of the drop area (a drop still works). */
  compact?: boolean;
  /** Further buttons beside the pickers (e.g. "Remover"). */
  children?: ReactNode;
  /** A phone (coarse pointer, known to the caller): "Tirar foto" first and always shown, "Escolher arquivo" second. */
  cameraFirst?: boolean;
};

/** A file input that looks like a button (its label); the native input keeps focus and the accessible name. */
export function PickerInput(props: {
  id: string;
  text: string;
  label: string;
  accept: string;
  capture?: 'environment';
  onFile: (file: File) => void;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
}) {
  return (
    <span css={(theme) => ({ position: 'relative', '&:focus-within > label': { boxShadow: theme.shadow.focus } })}>
      <input
        id={props.id}
        type="file"
        accept={props.accept}
        capture={props.capture}
        aria-label={props.label}
        aria-describedby={props.describedBy}
        aria-invalid={props.invalid || undefined}
        disabled={props.disabled}
        // The native input stays in the accessibility tree and takes focus; only its look is replaced by the label.
        css={visuallyHidden}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after a refusal or failure) is a change too.
          event.target.value = '';
          if (file) props.onFile(file);
        }}
      />
      <label htmlFor={props.id} aria-hidden="true" css={buttonStyle('secondary', false)}>
        {props.text}
      </label>
    </span>
  );
}

/**
 * A file drop for one document: drag a file onto it, pick one from the device, or (on a phone) take a photo with
 * the camera. Every chosen file goes to `onFile`; checking it is the caller's business.
 */
export function DocumentDrop({
  id,
  name,
  accept,
  onFile,
  disabled,
  describedBy,
  invalid,
  compact = false,
  children,
  cameraFirst = false,
}: DocumentDropProps) {
  const [over, setOver] = useState(false);
  const pickText = compact ? 'Substituir' : 'Escolher arquivo';
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  const camera = (
    <PickerInput
      id={`${id}-camera`}
      text="Tirar foto"
      label={`Tirar foto: ${name}`}
      accept="image/*"
      capture="environment"
      onFile={onFile}
      disabled={disabled}
      describedBy={describedBy}
    />
  );
  return (
    <fieldset
      data-testid={`${id}-drop`}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      css={(theme) => ({
        display: 'grid',
        justifyItems: compact ? 'start' : 'center',
        gap: '0.75rem',
        padding: compact ? 0 : '1rem',
        textAlign: 'center',
        borderRadius: theme.radius.md,
        border: compact && !over ? 0 : `2px dashed ${invalid ? theme.colors.error : over ? theme.colors.primary : theme.colors.border}`,
        background: over ? theme.colors.primarySoft : 'transparent',
        margin: 0,
        minWidth: 0,
        opacity: disabled ? 0.6 : 1,
      })}
    >
      <legend css={visuallyHidden}>Enviar arquivo: {name}</legend>
      {/* Phones have nothing to drag from: there the buttons speak for themselves. */}
      {compact ? null : (
        <p css={(theme) => ({ color: theme.colors.muted, fontSize: '0.9375rem', '@media (pointer: coarse)': { display: 'none' } })}>
          Arraste o arquivo para cá ou
        </p>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: compact ? 'start' : 'center', gap: '0.5rem' }}>
        {cameraFirst ? camera : null}
        <PickerInput
          id={`${id}-file`}
          text={pickText}
          label={`${pickText}: ${name}`}
          accept={accept}
          onFile={onFile}
          disabled={disabled}
          describedBy={describedBy}
          invalid={invalid}
        />
        {/* `capture` opens the camera on phones; desktops ignore it, so it only shows on coarse pointers. */}
        {cameraFirst ? null : <span css={{ display: 'none', '@media (pointer: coarse)': { display: 'inline' } }}>{camera}</span>}
        {children}
      </div>
    </fieldset>
  );
}
