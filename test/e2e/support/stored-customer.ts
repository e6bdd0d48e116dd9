import type { Page } from '@playwright/test';

/**
 * What the server holds for the customer signed in on this page (client, address, signed agreements), read through
 * the API with the page's own access token, as the web app would.
 */
export async function storedCustomer(page: Page) {
  return page.evaluate(async () => {
    const { accessToken } = JSON.parse(sessionStorage.getItem('onboarding.session') ?? '{}');
    const claims = JSON.parse(atob(accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    const get = (path: string) =>
      fetch(path, { headers: { Authorization: `Bearer ${accessToken}`, 'X-Platform': '10' } }).then((r) => r.json());
    return {
      client: await get(`/api/client/${claims.ClientId}`),
      address: await get(`/api/address/${claims.ClientId}`),
      agreements: await get(`/api/client-agreement/client/${claims.ClientId}`),
    };
  });
}
