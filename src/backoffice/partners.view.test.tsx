import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { MAX_LOGO_BYTES, PartnerMessages } from '../../domain/api/partners.ts';
import { RequestFailure } from '../../domain/request-failure.ts';
import { BACKOFFICE_FAILURES, MEMBERS, PARTNER_LIST } from '../../machines/backoffice/backoffice.fixtures.ts';
import { BackofficeMessages } from '../../machines/backoffice/index.ts';
import { axeViolations } from '../testing/axe.ts';
import { renderBackoffice, signedIn } from '../testing/render-backoffice.tsx';

// A partner's admin: their own partner only, no add form, no host or CNPJ.
const PARTNER_ADMIN = { ...MEMBERS.admin, Id: 11, PartnerId: 1, PartnerName: 'Aurora', Partners: [{ Id: 1, Name: 'Aurora' }] };

describe('partners (/backoffice/parceiros)', { timeout: 30_000 }, () => {
  test('admins find "Parceiros" in the navigation; the list shows each partner, its CNPJ punctuated', async () => {
    const user = userEvent.setup();
    const { container, calls } = renderBackoffice('/backoffice', signedIn(MEMBERS.admin));
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    await user.click(within(nav).getByRole('link', { name: 'Parceiros' }));
    const table = await screen.findByRole('table', { name: 'Parceiros' });
    expect(within(table).getByRole('rowheader', { name: /Aurora/ })).toBeTruthy();
    expect(within(table).getByText('#0B3C5D')).toBeTruthy();
    expect(within(table).getByText('11.222.333/0001-81')).toBeTruthy();
    expect(calls.loadPartners).toHaveLength(1);
    expect(document.title).toBe('Parceiros · Back office');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('an analyst sees no "Parceiros" link', async () => {
    renderBackoffice('/backoffice', signedIn(MEMBERS.analyst));
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Parceiros' })).toBeNull();
  });

  test('a provider admin adds a partner: wrong fields show their messages; a host in use shows the server’s', async () => {
    const user = userEvent.setup();
    const refusals: unknown[] = [BACKOFFICE_FAILURES.hostTaken];
    const { calls, container } = renderBackoffice('/backoffice/parceiros', {
      ...signedIn(MEMBERS.admin),
      addPartner: async () => (refusals.length ? Promise.reject(refusals.shift()) : {}),
    });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar parceiro' }));
    const form = screen.getByRole('form', { name: 'Cadastrar parceiro' });
    await user.type(within(form).getByLabelText('Nome'), 'Corretora Nova');
    await user.type(within(form).getByLabelText('Endereço (host)'), 'nova corretora');
    await user.type(within(form).getByLabelText('CNPJ'), '11.444.777/0001-61');
    await user.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    expect(within(form).getByText(PartnerMessages.hostInvalid)).toBeTruthy();
    expect(calls.addPartner).toEqual([]);
    await user.clear(within(form).getByLabelText('Endereço (host)'));
    await user.type(within(form).getByLabelText('Endereço (host)'), 'nova.exemplo.com.br');
    await user.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText(BACKOFFICE_FAILURES.hostTaken.message)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', BackofficeMessages.partnerAdded);
    expect(calls.addPartner[1]).toEqual({
      Host: 'nova.exemplo.com.br',
      Name: 'Corretora Nova',
      Cnpj: '11.444.777/0001-61',
      PrivacyPolicyUrl: null,
    });
  });

  test('a partner’s admin edits the brand’s name: only what changed is sent; no colour, host or CNPJ field (the theme editor has the colours)', async () => {
    const user = userEvent.setup();
    const { calls } = renderBackoffice('/backoffice/parceiros', signedIn(PARTNER_ADMIN));
    await screen.findByRole('table', { name: 'Parceiros' });
    expect(screen.queryByRole('button', { name: 'Cadastrar parceiro' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Editar Aurora' }));
    const form = screen.getByRole('form', { name: 'Editar Aurora' });
    expect(within(form).queryByLabelText('Endereço (host)')).toBeNull();
    expect(within(form).queryByLabelText('Cor principal')).toBeNull();
    const name = within(form).getByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Aurora Digital');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(BackofficeMessages.partnerChanged)).toBeTruthy();
    expect(calls.changePartner).toEqual([{ id: 1, body: { Name: 'Aurora Digital' } }]);
    await user.click(screen.getByRole('button', { name: 'Editar Aurora' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('table', { name: 'Parceiros' })).toBeTruthy();
  });

  test('a partner’s admin uploads a logo: a file input per logo with a preview; SVG, large files and the server’s refusal show pt-BR messages', async () => {
    // The browser accepts any file here; the form and the server are what refuse.
    const user = userEvent.setup({ applyAccept: false });
    URL.createObjectURL = vi.fn(() => 'blob:logo-escolhido');
    URL.revokeObjectURL = vi.fn();
    const refusal = new RequestFailure(400, PartnerMessages.logoUnreadable, { 'Logos.Menu': [PartnerMessages.logoUnreadable] });
    const refusals: unknown[] = [refusal];
    const { calls, container } = renderBackoffice('/backoffice/parceiros', {
      ...signedIn(PARTNER_ADMIN),
      changePartner: async () => (refusals.length ? Promise.reject(refusals.shift()) : null),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Aurora' }));
    const form = screen.getByRole('form', { name: 'Editar Aurora' });
    expect(within(form).getByRole('img', { name: 'Prévia: Logotipo do menu' }).getAttribute('src')).toBe(PARTNER_LIST[0].Logos.Menu);
    const menu = within(form).getByLabelText('Logotipo do menu');
    expect(menu.getAttribute('type')).toBe('file');
    expect(within(form).getByLabelText('Ícone (telas pequenas)').getAttribute('type')).toBe('file');
    expect(within(form).getByLabelText('Logotipo da entrada').getAttribute('type')).toBe('file');

    await user.upload(menu, new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(within(form).getByText(PartnerMessages.logoType)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(calls.changePartner).toEqual([]);
    await user.upload(menu, new File([new Uint8Array(MAX_LOGO_BYTES + 1)], 'grande.png', { type: 'image/png' }));
    expect(within(form).getByText(PartnerMessages.logoTooLarge)).toBeTruthy();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await user.upload(menu, png);
    expect(within(form).queryByText(PartnerMessages.logoTooLarge)).toBeNull();
    expect(within(form).getByRole('img', { name: 'Prévia: Logotipo do menu' }).getAttribute('src')).toBe('blob:logo-escolhido');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText(PartnerMessages.logoUnreadable, { selector: 'p[id$="-error"]' })).toBeTruthy();
    expect(menu.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(BackofficeMessages.partnerChanged)).toBeTruthy();
    expect(calls.changePartner).toEqual([
      { id: 1, body: {}, logos: { Menu: png } },
      { id: 1, body: {}, logos: { Menu: png } },
    ]);
  });
});
