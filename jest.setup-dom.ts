import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads these at import time; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no fetch. Unit tests never reach the network: a test that needs a response passes its own fake.
if (!globalThis.fetch) {
  globalThis.fetch = () => Promise.reject(new Error('No network in unit tests: pass a fake fetch'));
}

// Form tests type whole forms with user-event: seconds of work on a busy 2-core machine (CI runs on one).
jest.setTimeout(20_000);

// findBy*/waitFor give up after 1 s by default: on a busy 2-core machine a page of result cards can take
// longer to render (CI once saw 6 of 9). Waiting longer only slows a test that is failing anyway.
configure({ asyncUtilTimeout: 5_000 });

// Each test is a new tab: what one test left in the tab's session storage (a form's draft) is not the next one's.
// Test files that run in Node (`@jest-environment node`: the server's rendering) have no window.
afterEach(() => {
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});
