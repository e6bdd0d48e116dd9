import { useMemo, useState } from 'react';
import type { ThemeTokens } from '../../../domain/theme-tokens.ts';
import { BrandHeader } from '../../components/brand-header.tsx';
import { Button, LinkButton } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Stepper } from '../../components/stepper.tsx';
import { TextField } from '../../components/text-field.tsx';
import { PreviewFrame } from './preview-frame.tsx';
import { type PreviewPartner, partnerOfDraft, previewTheme } from './preview-theme.ts';

const WIDTHS = [360, 1440] as const;

/**
 * The customer's shared components as production renders them (the brand header with the partner's logos, the
 * landing's choice as buttons, a wizard step with its stepper, a field with its error, the primary button) under the
 * draft's theme, in a frame 360 or 1440 px wide (scrolls sideways when wider) whose own viewport decides their media
 * queries: at 360 px the phone's layout (the stepper's "Etapa" line, the narrow paddings), at 1440 px the desktop's,
 * whatever the editor's window. The back office imports no customer screen (check-boundaries), so the landing's own
 * account-type links are not shown.
 */
export function ThemePreview({ draft, partner }: { draft: ThemeTokens; partner: PreviewPartner }) {
  const [width, setWidth] = useState<(typeof WIDTHS)[number]>(360);
  const theme = useMemo(() => previewTheme(draft, partner), [draft, partner]);
  const brand = useMemo(() => partnerOfDraft(draft, partner), [draft, partner]);
  return (
    <section aria-labelledby="theme-preview-title" css={{ display: 'grid', gap: '0.75rem', minWidth: 0 }}>
      <h2 id="theme-preview-title" css={{ margin: 0, fontSize: '1.125rem' }}>
        Pré-visualização
      </h2>
      <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'flex', gap: '1rem' }}>
        <legend css={{ padding: 0, marginBottom: '0.25rem' }}>Largura da tela</legend>
        {WIDTHS.map((option) => (
          <label key={option} css={{ display: 'flex', gap: '0.375rem', alignItems: 'center' }}>
            <input type="radio" name="preview-width" checked={width === option} onChange={() => setWidth(option)} />
            {option} px
          </label>
        ))}
      </fieldset>
      <div css={{ overflowX: 'auto', border: '1px solid #0003', borderRadius: 8 }}>
        <PreviewFrame width={width} theme={theme} title={`Telas do cliente com o rascunho, ${width} px`}>
          <div
            css={{
              padding: '1.5rem',
              background: theme.colors.background,
              color: theme.colors.text,
              fontFamily: theme.fonts.body,
              display: 'grid',
              gap: '1.5rem',
            }}
          >
            <BrandHeader partner={brand} />
            <div css={{ display: 'grid', gap: '0.75rem' }}>
              <p css={{ margin: 0, fontFamily: theme.fonts.heading, fontSize: '1.75rem', fontWeight: 700 }}>
                Abra sua conta de investimentos
              </p>
              <p css={{ margin: 0, color: theme.colors.muted }}>Cadastro 100% online, em poucos minutos.</p>
              <LinkButton href="#preview" block onClick={(event) => event.preventDefault()}>
                Pessoa Física
              </LinkButton>
              <LinkButton href="#preview" variant="secondary" block onClick={(event) => event.preventDefault()}>
                Pessoa Jurídica
              </LinkButton>
            </div>
            <Card>
              <Stepper labels={['Dados pessoais', 'Endereço', 'Documentos']} current={1} done={[true, false, false]} />
              <p css={{ color: theme.colors.muted }}>Informe o endereço onde você mora.</p>
              <TextField id="preview-cep" label="CEP" value="0000" onValueChange={() => {}} error="Informe um CEP válido" />
              <p css={{ color: theme.colors.primary, textDecoration: 'underline' }}>Não sei meu CEP</p>
              <p css={{ margin: 0, color: draft.Colors.success, fontWeight: 600 }}>Documento enviado</p>
              <Button>Continuar</Button>
            </Card>
          </div>
        </PreviewFrame>
      </div>
    </section>
  );
}
