import { ThemeProvider } from '@emotion/react';
import { useEffect, useMemo, useState } from 'react';
import type { ThemeTokens } from '../../../domain/theme-tokens.ts';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Stepper } from '../../components/stepper.tsx';
import { TextField } from '../../components/text-field.tsx';
import { loadFont } from '../../theme/fonts.ts';
import { AccountTypeOption } from '../../views/landing/account-type-option.tsx';
import { previewTheme } from './preview-theme.ts';

const WIDTHS = [360, 1440] as const;

/**
 * The customer's components as production renders them (landing's account choice, a field with its error, the primary
 * button, a wizard step) under the draft's theme, in a frame 360 or 1440 px wide (scrolls sideways when wider).
 */
export function ThemePreview({ draft, partner }: { draft: ThemeTokens; partner: { id: number; name: string } }) {
  const [width, setWidth] = useState<(typeof WIDTHS)[number]>(360);
  const theme = useMemo(() => previewTheme(draft, partner), [draft, partner]);
  useEffect(() => loadFont(draft.FontFamily), [draft.FontFamily]);
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
        <ThemeProvider theme={theme}>
          <div
            data-testid="theme-preview-frame"
            css={{
              width,
              padding: '1.5rem',
              background: theme.colors.background,
              color: theme.colors.text,
              fontFamily: theme.fonts.body,
              display: 'grid',
              gap: '1.5rem',
            }}
          >
            <div css={{ display: 'grid', gap: '0.75rem' }}>
              <p css={{ margin: 0, fontSize: '1.25rem', fontWeight: 700 }}>Qual conta você quer abrir?</p>
              <AccountTypeOption
                title="Pessoa Física"
                description="Para investir em seu nome, com o seu CPF."
                href="#preview"
                onChoose={() => {}}
              />
              <AccountTypeOption
                title="Pessoa Jurídica"
                description="Para a sua empresa investir, com o CNPJ."
                href="#preview"
                onChoose={() => {}}
              />
            </div>
            <Card>
              <Stepper labels={['Dados pessoais', 'Endereço', 'Documentos']} current={1} done={[true, false, false]} />
              <p css={{ color: theme.colors.muted }}>Informe o endereço onde você mora.</p>
              <TextField id="preview-cep" label="CEP" value="0000" onValueChange={() => {}} error="Informe um CEP válido" />
              <p css={{ color: theme.colors.primary, textDecoration: 'underline' }}>Não sei meu CEP</p>
              <Button>Continuar</Button>
            </Card>
          </div>
        </ThemeProvider>
      </div>
    </section>
  );
}
