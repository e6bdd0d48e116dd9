/**
 * The server's renderers (ADR 170, 178), built by `vite.ssr.config.ts` into the build's private
 * `.vite/ssr/prerender.js`, which the server loads at run time (server/ never imports src/).
 */
export { renderLanding, renderSignup } from './landing.tsx';
export { renderStep, type StepRender } from './step.tsx';
