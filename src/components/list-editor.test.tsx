import { ThemeProvider } from '@emotion/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { defaultTheme } from '../theme/theme.ts';
import { ListEditor } from './list-editor.tsx';
import { TextField } from './text-field.tsx';

type Row = { name: string; email: string };

function Harness({ initial = [], error, onRows }: { initial?: Row[]; error?: string; onRows?: (rows: Row[]) => void }) {
  const [rows, setRows] = useState<Row[]>(initial);
  return (
    <ThemeProvider theme={defaultTheme}>
      <ListEditor
        title="Administradores"
        itemLabel="Administrador"
        rows={rows}
        blank={() => ({ name: '', email: '' })}
        onChange={(next) => {
          setRows(next);
          onRows?.(next);
        }}
        error={error}
        renderRow={(row, index, update) => (
          <>
            <TextField id={`a-${index}-name`} label="Nome" value={row.name} onValueChange={(name) => update({ ...row, name })} />
            <TextField id={`a-${index}-email`} label="E-mail" value={row.email} onValueChange={(email) => update({ ...row, email })} />
          </>
        )}
      />
    </ThemeProvider>
  );
}

describe('ListEditor', () => {
  test('adding focuses the new row, typing edits only that row, removing drops it and focuses the add button', async () => {
    const user = userEvent.setup();
    const onRows = vi.fn();
    render(<Harness initial={[{ name: 'Ana Lima', email: 'ana@example.com' }]} onRows={onRows} />);
    const add = screen.getByRole('button', { name: 'Adicionar administrador' });
    await user.click(add);
    const second = screen.getByRole('group', { name: 'Administrador 2' });
    expect(document.activeElement).toBe(within(second).getByLabelText('Nome'));
    await user.keyboard('Bruno Reis');
    expect(onRows).toHaveBeenLastCalledWith([
      { name: 'Ana Lima', email: 'ana@example.com' },
      { name: 'Bruno Reis', email: '' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Remover administrador 1' }));
    expect(onRows).toHaveBeenLastCalledWith([{ name: 'Bruno Reis', email: '' }]);
    expect(screen.getByRole('group', { name: 'Administrador 1' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Administrador 2' })).toBeNull();
    expect(document.activeElement).toBe(add);
  });

  test('an empty list says so, and a list-wide message is announced', () => {
    render(<Harness error="Documento repetido na lista" />);
    expect(screen.getByText('Nenhum item informado.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Documento repetido na lista');
  });
});
