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
      completeness: await get(`/api/client/${claims.ClientId}/completeness`),
    };
  });
}

/** Tries to change the signed-in customer's name through the API, as a hostile page script could: the status. */
export async function renameThroughApi(page: Page, name: string): Promise<number> {
  return page.evaluate(async (newName) => {
    const { accessToken } = JSON.parse(sessionStorage.getItem('onboarding.session') ?? '{}');
    const headers = { Authorization: `Bearer ${accessToken}`, 'X-Platform': '10', 'Content-Type': 'application/json' };
    const response = await fetch('/api/client/basic-data', { method: 'PATCH', headers, body: JSON.stringify({ Name: newName }) });
    return response.status;
  }, name);
}
