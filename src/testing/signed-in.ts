import { SESSION_KEY } from '../flows/persist.ts';
import { fakeAccessToken } from './fixtures.ts';

/** Session storage of a signed-in customer (client 42, user 7) of `personType` at `stepIndex`, as a reload finds it. */
export function signedIn(personType: 'F' | 'J', stepIndex: number): Storage {
  const slice = { accessToken: fakeAccessToken({ PersonType: personType }), personType, channelId: 1, stepIndex };
  window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(slice));
  return window.sessionStorage;
}
