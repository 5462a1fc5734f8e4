import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { REMOTE_NAMES } from '../../../../../shared/src/platform/remotes';
import { fakeRemoteBuild } from '../../../test-support/fake-builds';
import { createTestApp } from '../../../test-support/test-app';
import type { ArtifactStore } from '../../artifact-store';
import { createS3ArtifactStore, PUBLIC_PREFIX, SERVER_PREFIX } from '../s3-artifact-store';
import { signS3Request } from '../sigv4';

jest.setTimeout(120_000);

const BUCKET = 'dealerline-assets';
/**
 * s3rver's own credentials. It refuses an access key it does not know, but does not check a Signature Version 4
 * signature: the signing is checked against AWS's documented examples (the first test).
 */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let dir: string;
let server: S3rver;
let endpoint: string;
let store: ArtifactStore;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dealerline-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  store = createS3ArtifactStore({
    bucket: BUCKET,
    region: 'ap-southeast-2',
    endpoint,
    credentials: CREDENTIALS,
  });
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const files = (entries: Record<string, string>) =>
  new Map(Object.entries(entries).map(([file, text]) => [file, Buffer.from(text)]));

/** An object as the CDN would fetch it from the bucket (a signed GET, as a bucket policy would allow). */
async function objectAt(key: string) {
  const url = new URL(`${endpoint}/${BUCKET}/${key}`);
  const { host: _host, ...headers } = signS3Request(
    { method: 'GET', url },
    CREDENTIALS,
    'ap-southeast-2',
    new Date(),
  );
  return fetch(url, { headers });
}

it('signs requests as AWS documents (its GET and PUT examples)', () => {
  const example = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  };
  const at = new Date('2013-05-24T00:00:00Z');
  const get = signS3Request(
    {
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
    },
    example,
    'us-east-1',
    at,
  );
  expect(get.authorization).toBe(
    'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
      'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
      'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
  );
  const put = signS3Request(
    {
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      headers: { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      body: Buffer.from('Welcome to Amazon S3.'),
    },
    example,
    'us-east-1',
    at,
  );
  expect(put.authorization).toMatch(
    /Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/,
  );
});

it('writes a version once, reads its files back, and knows what it does not have', async () => {
  const build = files({ 'remoteEntry.js': 'entry', 'mf-manifest.json': '{}', 'chunks/a.1234abcd.js': 'a' });
  expect(await store.put('mf-search', '1.0.0-aaaaaaaaaa', build)).toBe(true);
  expect(await store.put('mf-search', '1.0.0-aaaaaaaaaa', build)).toBe(false);
  expect((await store.get('mf-search', '1.0.0-aaaaaaaaaa', 'chunks/a.1234abcd.js'))?.toString()).toBe('a');
  expect(await store.get('mf-search', '1.0.0-aaaaaaaaaa', 'chunks/none.js')).toBeNull();
  expect(await store.get('mf-search', '9.9.9-bbbbbbbbbb', 'remoteEntry.js')).toBeNull();
});

it('puts browser files where the CDN serves them, typed and immutable, and the server bundle out of its reach', async () => {
  await store.put(
    'mf-vehicle',
    '1.0.0-cccccccccc',
    files({ 'remoteEntry.js': 'entry', 'ssr/server.js': 'secret code' }),
  );
  const entry = await objectAt(`${PUBLIC_PREFIX}mf-vehicle/1.0.0-cccccccccc/remoteEntry.js`);
  expect(entry.status).toBe(200);
  expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await objectAt(`${PUBLIC_PREFIX}mf-vehicle/1.0.0-cccccccccc/ssr/server.js`)).status).toBe(404);
  expect((await objectAt(`${SERVER_PREFIX}mf-vehicle/1.0.0-cccccccccc/ssr/server.js`)).status).toBe(200);
  expect((await store.get('mf-vehicle', '1.0.0-cccccccccc', 'ssr/server.js'))?.toString()).toBe(
    'secret code',
  );
});

it('restores the files a version lost and keeps those it has', async () => {
  await store.put('mf-leads', '1.0.0-dddddddddd', files({ 'remoteEntry.js': 'entry' }));
  await store.restore(
    'mf-leads',
    '1.0.0-dddddddddd',
    files({ 'remoteEntry.js': 'other', 'lost.js': 'back' }),
  );
  expect((await store.get('mf-leads', '1.0.0-dddddddddd', 'remoteEntry.js'))?.toString()).toBe('entry');
  expect((await store.get('mf-leads', '1.0.0-dddddddddd', 'lost.js'))?.toString()).toBe('back');
});

it('refuses unsafe names before any request, and reads them as absent', async () => {
  await expect(store.put('../x', '1.0.0', files({ a: 'a' }))).rejects.toThrow(
    'Unsafe remote or version name',
  );
  await expect(store.put('mf-finance', '1.0.0-eeeeeeeeee', files({ '../a.js': 'a' }))).rejects.toThrow(
    'Unsafe',
  );
  expect(await store.get('mf-finance', '1.0.0-eeeeeeeeee', '../../x')).toBeNull();
});

it('fails loudly on an access key the bucket refuses, instead of reading a version as missing', async () => {
  const wrong = createS3ArtifactStore({
    bucket: BUCKET,
    region: 'ap-southeast-2',
    endpoint,
    credentials: { accessKeyId: 'NOT-A-KEY-OF-THIS-ACCOUNT', secretAccessKey: 'S3RVER' },
  });
  await expect(wrong.get('mf-search', '1.0.0-aaaaaaaaaa', 'remoteEntry.js')).rejects.toThrow(
    /object storage GET .*: 403/,
  );
});

it('gives up on a request the bucket does not answer, instead of waiting for as long as it stays open', async () => {
  // A stalled object storage: the request is answered only by its own abort.
  const stalled: typeof fetch = (_url, init) =>
    new Promise((_resolve, reject) => {
      const signal = init?.signal;
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  const slow = createS3ArtifactStore(
    { bucket: BUCKET, region: 'ap-southeast-2', endpoint, credentials: CREDENTIALS },
    { fetch: stalled, timeoutMs: 50 },
  );
  await expect(slow.get('mf-search', '1.0.0-aaaaaaaaaa', 'remoteEntry.js')).rejects.toThrow(/timeout|abort/i);
  await expect(slow.put('mf-search', '2.0.0-ffffffffff', files({ 'a.js': 'a' }))).rejects.toThrow(
    /timeout|abort/i,
  );
});

it('addresses an AWS bucket in the host name, or by path when its name has a dot (no certificate covers it)', async () => {
  const asked: string[] = [];
  const recording: typeof fetch = async (url) => {
    asked.push(String(url));
    return new Response(null, { status: 404 });
  };
  const on = (bucket: string) =>
    createS3ArtifactStore(
      { bucket, region: 'ap-southeast-2', endpoint: null, credentials: CREDENTIALS },
      { fetch: recording },
    );
  await on('dealerline-assets').get('mf-search', '1.0.0-aaaaaaaaaa', 'remoteEntry.js');
  await on('assets.dealerline.com.au').get('mf-search', '1.0.0-aaaaaaaaaa', 'remoteEntry.js');
  expect(asked).toEqual([
    'https://dealerline-assets.s3.ap-southeast-2.amazonaws.com/remotes/mf-search/1.0.0-aaaaaaaaaa/remoteEntry.js',
    'https://s3.ap-southeast-2.amazonaws.com/assets.dealerline.com.au/remotes/mf-search/1.0.0-aaaaaaaaaa/remoteEntry.js',
  ]);
});

it('is where a platform configured with ARTIFACT_BUCKET publishes and serves its remotes from', async () => {
  const t = await createTestApp({
    artifactBucket: { bucket: BUCKET, region: 'ap-southeast-2', endpoint, credentials: CREDENTIALS },
  });
  try {
    const { version } = await t.app.platform.registry.publish(
      'mf-finance',
      fakeRemoteBuild('mf-finance', { marker: 'in-the-bucket' }),
      'test',
    );
    const served = await t.app.inject({
      method: 'GET',
      url: `/remotes/mf-finance/${version}/remoteEntry.js`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('in-the-bucket');
    expect((await objectAt(`${PUBLIC_PREFIX}mf-finance/${version}/remoteEntry.js`)).status).toBe(200);
    expect(existsSync(path.join(t.config.dataDir, 'remotes', 'mf-finance'))).toBe(false);
  } finally {
    await t.close();
  }
});

/**
 * A platform on a bucket of its own (its s3rver in `dir`/`name`), every remote published and promoted there,
 * and ready: for what readiness says once that bucket fails.
 */
async function readyPlatformOnOwnBucket(name: string) {
  const own = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dir, name),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await own.run();
  const t = await createTestApp({
    artifactBucket: {
      bucket: BUCKET,
      region: 'ap-southeast-2',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: CREDENTIALS,
    },
  });
  await t.app.ready();
  for (const remote of REMOTE_NAMES) {
    const { version } = await t.app.platform.registry.publish(remote, fakeRemoteBuild(remote), 'test');
    await t.app.platform.registry.promote(remote, version, 'test');
  }
  const readyz = () => t.app.inject({ url: '/readyz' });
  for (let tries = 0; (await readyz()).statusCode !== 200 && tries < 200; tries++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect((await readyz()).json()).toEqual({ status: 'ready', reasons: [] });
  return { own, port, t, readyz };
}

it('keeps a ready server in the load balancer (degraded) while the bucket cannot be reached', async () => {
  const { own, t, readyz } = await readyPlatformOnOwnBucket('own');
  try {
    await own.close();
    const during = await readyz();
    expect(during.statusCode).toBe(200);
    expect(during.json()).toEqual({
      status: 'degraded',
      reasons: [expect.stringMatching(/^artifact store does not answer: /)],
    });
  } finally {
    await t.close();
  }
});

it('takes a ready server out of the load balancer when the bucket refuses its key, unlike an outage', async () => {
  const { own, port, t, readyz } = await readyPlatformOnOwnBucket('refusing');
  // The same address, once the bucket's key is revoked: every request refused, as S3 refuses a key it no
  // longer knows.
  const refusing = createServer((_request, response) => {
    response.writeHead(403, { 'content-type': 'application/xml' });
    response.end('<Error><Code>InvalidAccessKeyId</Code></Error>');
  });
  try {
    await own.close();
    await new Promise<void>((resolve) => refusing.listen(port, '127.0.0.1', resolve));
    const refused = await readyz();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      status: 'not ready',
      reasons: [expect.stringMatching(/^artifact store refused this server: .*: 403/)],
    });
  } finally {
    await t.close();
    refusing.closeAllConnections();
    await new Promise((resolve) => refusing.close(resolve));
  }
});
