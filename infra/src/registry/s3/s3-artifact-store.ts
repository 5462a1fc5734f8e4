import { isServerFile } from '../../../../shared/build/ssr-files';
import { contentTypeOf } from '../../http/content-type';
import type { ArtifactStore } from '../artifact-store';
import type { BuildFiles } from '../version-id';
import { isSafeRelativePath, isSafeSegment } from '../safe-path';
import { signS3Request, type S3Credentials } from './sigv4';

/** Where the remote versions live in object storage (ARTIFACT_BUCKET and its settings, config.ts). */
export interface S3ArtifactLocation {
  bucket: string;
  region: string;
  /**
   * An S3-compatible service's API origin (MinIO, R2: the bucket as the path's first segment); null on AWS,
   * where the bucket is in the host name ({bucket}.s3.{region}.amazonaws.com), or the path's first segment on
   * https://s3.{region}.amazonaws.com for a bucket whose name has a dot.
   */
  endpoint: string | null;
  credentials: S3Credentials;
}

/** The CDN serves this prefix of the bucket: `remotes/{remote}/{version}/{file}`, as the platform serves it. */
export const PUBLIC_PREFIX = 'remotes/';
/** Server bundles (`ssr/…`), which the platform runs and never serves: outside what the CDN serves. */
export const SERVER_PREFIX = 'server-bundles/';
/** Written after every file of a version: a version without it is not there yet (put writes it again). */
const COMPLETE_MARKER = '.complete';
/** Files uploaded at once. */
const UPLOADS_AT_ONCE = 8;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * How long one request to the object storage may take before it fails: a stalled bucket otherwise held a
 * remote file's request, or a page waiting for a server bundle, for as long as the connection stayed open.
 */
export const S3_REQUEST_TIMEOUT_MS = 20_000;

export class S3Error extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The remote versions in an S3 bucket behind the CDN (ASSET_BASE_URL), so every platform server behind the
 * load balancer reads the versions any one of them published. A version's browser files go under
 * `remotes/{remote}/{version}/` with their Content-Type and an immutable Cache-Control (the CDN serves them
 * as they are), its server bundle under `server-bundles/`; a `.complete` marker, written last, says the
 * version is whole. Requests are signed with Signature Version 4 (sigv4.ts); the credentials need
 * s3:GetObject, s3:PutObject and s3:ListBucket (without ListBucket a missing file reads as denied, not absent).
 */
export function createS3ArtifactStore(
  location: S3ArtifactLocation,
  options: { fetch?: typeof fetch; now?: () => Date; timeoutMs?: number } = {},
): ArtifactStore {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? S3_REQUEST_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  // A bucket name with a dot cannot be in the host name over HTTPS (the certificate's *.s3… matches one
  // label only): such a bucket is addressed by path on the region's endpoint, as AWS documents for them.
  const origin =
    location.endpoint?.replace(/\/+$/, '') ??
    (location.bucket.includes('.') ? `https://s3.${location.region}.amazonaws.com` : null);

  const urlOf = (key: string): URL => {
    const path = key.split('/').map(encodeURIComponent).join('/');
    return origin
      ? new URL(`${origin}/${encodeURIComponent(location.bucket)}/${path}`)
      : new URL(`https://${location.bucket}.s3.${location.region}.amazonaws.com/${path}`);
  };

  const keyOf = (remote: string, version: string, file: string): string | null => {
    if (!isSafeSegment(remote) || !isSafeSegment(version) || !isSafeRelativePath(file)) return null;
    return `${isServerFile(file) ? SERVER_PREFIX : PUBLIC_PREFIX}${remote}/${version}/${file}`;
  };
  const markerOf = (remote: string, version: string) =>
    `${SERVER_PREFIX}${remote}/${version}/${COMPLETE_MARKER}`;

  async function request(
    method: 'GET' | 'HEAD' | 'PUT',
    key: string,
    body?: Uint8Array,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const url = urlOf(key);
    const signed = signS3Request(
      { method, url, headers, body },
      location.credentials,
      location.region,
      now(),
    );
    const { host: _host, ...sent } = signed;
    const response = await send(url, {
      method,
      headers: sent,
      body: body ? Buffer.from(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok || response.status === 404) return response;
    const detail = method === 'HEAD' ? '' : (await response.text()).slice(0, 300);
    throw new S3Error(
      response.status,
      `object storage ${method} ${key}: ${response.status} ${detail}`.trim(),
    );
  }

  const has = async (key: string) => (await request('HEAD', key)).ok;
  const upload = (key: string, file: string, bytes: Uint8Array) =>
    request('PUT', key, bytes, { 'content-type': contentTypeOf(file), 'cache-control': IMMUTABLE });

  /** Uploads `files` (all, or only those the bucket lacks), a few at a time, then the version's marker. */
  async function write(remote: string, version: string, files: BuildFiles, onlyMissing: boolean) {
    const entries = [...files].map(([file, bytes]) => {
      const key = keyOf(remote, version, file);
      if (!key) throw new Error(`Unsafe remote, version or file name: ${remote} ${version} ${file}`);
      return { key, file, bytes };
    });
    for (let start = 0; start < entries.length; start += UPLOADS_AT_ONCE)
      await Promise.all(
        entries.slice(start, start + UPLOADS_AT_ONCE).map(async ({ key, file, bytes }) => {
          if (!onlyMissing || !(await has(key))) await upload(key, file, bytes);
        }),
      );
    await request('PUT', markerOf(remote, version), new Uint8Array());
  }

  return {
    async put(remote, version, files) {
      if (!isSafeSegment(remote) || !isSafeSegment(version))
        throw new Error(`Unsafe remote or version name: ${remote} ${version}`);
      if (await has(markerOf(remote, version))) return false;
      await write(remote, version, files, false);
      return true;
    },
    async restore(remote, version, files) {
      if (!isSafeSegment(remote) || !isSafeSegment(version))
        throw new Error(`Unsafe remote or version name: ${remote} ${version}`);
      await write(remote, version, files, true);
    },
    async get(remote, version, file) {
      const key = keyOf(remote, version, file);
      if (!key) return null;
      const response = await request('GET', key);
      return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
    },
  };
}
