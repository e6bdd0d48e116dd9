/**
 * The e2e suite's CEP provider: a real ViaCEP-shaped HTTP service on CEP_PEER_PORT (loopback) that knows 01310-100
 * (Avenida Paulista) and answers every other CEP as unknown. Started by Playwright as a webServer before the app.
 */
import { startCepPeer, VIACEP_PAULISTA, VIACEP_UNKNOWN } from '../../../server/test-support/cep-peer.ts';
import { CEP_PEER_PORT } from './e2e-env.ts';

const KNOWN: Record<string, object> = { '01310100': VIACEP_PAULISTA };

await startCepPeer((cep) => ({ json: KNOWN[cep] ?? VIACEP_UNKNOWN }), CEP_PEER_PORT);
console.log(`CEP peer on 127.0.0.1:${CEP_PEER_PORT}`);
