import { SESSION_STORAGE_KEY } from '../../../domain/session-storage.ts';
import { cspHashSource } from './landing-page.ts';

/** The attribute naming the person type a prerendered step's `<template>` is for (ADR 170). */
export const STEP_TEMPLATE_ATTRIBUTE = 'data-step-for';

/**
 * The page's own script (ADR 170) that puts the prerendered step of the tab's session into `#root` before the app's
 * scripts arrive: the `<template>` of the session's person type, when the session's token has not expired and its
 * step is the template's. Anything else (no session, another step, unreadable storage) leaves the boot spinner; the
 * app decides either way. It runs inline, during parsing, so the step paints with the HTML.
 */
export const STEP_CHOOSER_SCRIPT = `(function () {
  try {
    var slice = JSON.parse(sessionStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}) || 'null');
    if (!slice || typeof slice.accessToken !== 'string') return;
    var claims = JSON.parse(atob(slice.accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    var personType = claims.PersonType === 'F' || claims.PersonType === 'J' ? claims.PersonType : slice.personType;
    if (!(claims.exp * 1000 > Date.now()) || (personType !== 'F' && personType !== 'J')) return;
    var template = document.querySelector('template[${STEP_TEMPLATE_ATTRIBUTE}="' + personType + '"]');
    if (!template || String(slice.stepIndex) !== template.getAttribute('data-step-index')) return;
    var root = document.getElementById('root');
    root.replaceChildren(template.content.cloneNode(true));
    root.setAttribute('data-prerendered', template.getAttribute('data-view'));
  } catch (error) {}
})();`;

/** The script's CSP source: the one inline script the page may run. */
export const STEP_CHOOSER_CSP_SOURCE = cspHashSource(STEP_CHOOSER_SCRIPT);
