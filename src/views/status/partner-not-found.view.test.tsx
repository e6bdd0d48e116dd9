import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { PROVIDER } from '../../../domain/index.ts';
import { fakeCalls, renderApp, unknownPartner } from '../../testing/render-app.tsx';

test('an unknown host shows the spec texts and a button to the provider site, whatever the path', async () => {
  renderApp({ path: '/novo-cadastro', host: 'desconhecido.example', calls: fakeCalls({ resolvePartner: unknownPartner }) });

  expect(await screen.findByRole('heading', { name: 'Erro ao localizar o parceiro' })).toBeTruthy();
  expect(screen.getByText('Não conseguimos localizar o parceiro solicitado, verifique se o endereço está correto.')).toBeTruthy();
  expect(screen.getByText('Para acessar o site da corretora, clique no botão abaixo.')).toBeTruthy();
  const button = screen.getByRole('link', { name: `ACESSAR SITE ${PROVIDER.name}` });
  expect(button.getAttribute('href')).toBe(PROVIDER.url);
  expect(document.title).toBe('Erro ao localizar o parceiro');
});
