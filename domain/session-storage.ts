/** The sessionStorage key of the web app's persisted slice (spec §4): the app writes it, the page's step chooser reads it. */
export const SESSION_STORAGE_KEY = 'onboarding.session';
