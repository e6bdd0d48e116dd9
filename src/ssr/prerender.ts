/**
 * The server's renderers (ADR 168, 170), built by `vite.ssr.config.ts` into the build's private
 * `.vite/ssr/prerender.js`, which the server loads at run time (server/ never imports src/).
 */
export { renderLanding } from './landing.tsx';
export { renderStep, type StepRender } from './step.tsx';
