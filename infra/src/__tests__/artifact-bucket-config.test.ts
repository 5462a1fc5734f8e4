import { readEnvConfig } from '../config';

const KEYS = { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret' };

describe('ARTIFACT_BUCKET', () => {
  it('keeps the remote versions on the server’s own disk when unset', () => {
    expect(readEnvConfig({}).artifactBucket).toBeNull();
  });

  it('reads the bucket, its region (Sydney by default), an S3-compatible endpoint and the keys', () => {
    expect(readEnvConfig({ ARTIFACT_BUCKET: 'dealerline-assets', ...KEYS }).artifactBucket).toEqual({
      bucket: 'dealerline-assets',
      region: 'ap-southeast-2',
      endpoint: null,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret', sessionToken: null },
    });
    const minio = readEnvConfig({
      ARTIFACT_BUCKET: 'assets',
      ARTIFACT_S3_ENDPOINT: 'http://minio.internal:9000',
      AWS_REGION: 'us-east-1',
      AWS_SESSION_TOKEN: 'session',
      ...KEYS,
    }).artifactBucket;
    expect(minio).toMatchObject({ endpoint: 'http://minio.internal:9000', region: 'us-east-1' });
    expect(minio!.credentials.sessionToken).toBe('session');
  });

  it('refuses to start without keys, or with an endpoint that is not an origin', () => {
    expect(() => readEnvConfig({ ARTIFACT_BUCKET: 'assets' })).toThrow(
      'ARTIFACT_BUCKET needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    );
    expect(() =>
      readEnvConfig({ ARTIFACT_BUCKET: 'assets', ARTIFACT_S3_ENDPOINT: 'minio.internal/assets', ...KEYS }),
    ).toThrow('ARTIFACT_S3_ENDPOINT must be an origin');
  });
});
