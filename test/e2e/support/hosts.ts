/** Origins of the demo brands and of an unknown host, on the e2e server's port (`*.localhost` is loopback). */
const port = Number(process.env.E2E_PORT ?? 3100);
export const AURORA = `http://localhost:${port}`;
export const BRAVO = `http://parceiro.localhost:${port}`;
export const UNKNOWN = `http://desconhecido.localhost:${port}`;
