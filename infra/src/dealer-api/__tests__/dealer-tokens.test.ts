import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDealerTokenStore, dealerTokensPath } from '../dealer-tokens';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dealer-tokens-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe('createDealerTokenStore', () => {
  it('issues distinct tokens, stores only their hashes (0600) and finds their dealership', async () => {
    const store = createDealerTokenStore(dir);
    const a = await store.issue('dealer-a');
    const b = await store.issue('dealer-a');
    expect(a).toMatch(/^dlr_[A-Za-z0-9_-]{43}$/);
    expect(b).not.toBe(a);
    const file = await readFile(dealerTokensPath(dir), 'utf8');
    expect(file).not.toContain(a.slice(4));
    expect((await stat(dealerTokensPath(dir))).mode & 0o777).toBe(0o600);
    expect(await store.dealershipOf(a)).toBe('dealer-a');
    expect(await store.dealershipOf(b)).toBe('dealer-a');
  });
  it('finds nothing for an unknown or malformed token, or before any was issued', async () => {
    const store = createDealerTokenStore(dir);
    expect(await store.dealershipOf(`dlr_${'a'.repeat(43)}`)).toBeNull();
    await store.issue('dealer-a');
    expect(await store.dealershipOf('dlr_short')).toBeNull();
    expect(await store.dealershipOf(`dlr_${'a'.repeat(43)}`)).toBeNull();
  });
});
