import { fakeRemoteBuild } from '../../test-support/fake-builds';
import { parseManifest, remoteEntryPath } from '../manifest';

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('parseManifest', () => {
  it('reads name, build version, remote entry and shared entries of a federation manifest', () => {
    const manifest = parseManifest(fakeRemoteBuild('mf-search').get('mf-manifest.json'));
    expect(manifest.name).toBe('mf_search');
    expect(manifest.metaData.buildInfo.buildVersion).toBe('1.0.0');
    expect(remoteEntryPath(manifest)).toBe('remoteEntry.js');
    expect(manifest.shared[0]).toEqual({
      name: 'react',
      version: '19.2.0',
      singleton: true,
      requiredVersion: '^19.0.0',
    });
  });

  it('joins the remote entry path', () => {
    const manifest = parseManifest(
      json({
        name: 'x',
        metaData: {
          buildInfo: { buildVersion: '1' },
          remoteEntry: { name: 'remoteEntry.js', path: './static/' },
        },
      }),
    );
    expect(remoteEntryPath(manifest)).toBe('static/remoteEntry.js');
    expect(manifest.shared).toEqual([]);
  });

  it.each([
    [undefined, /no mf-manifest.json/],
    [Buffer.from('{'), /not valid JSON/],
    [json({ metaData: {} }), /no name/],
    [json({ name: 'x', metaData: { remoteEntry: { name: 'r.js' } } }), /buildVersion/],
    [json({ name: 'x', metaData: { buildInfo: { buildVersion: '1' } } }), /remoteEntry/],
  ])('refuses a bad manifest (%#)', (bytes, message) => {
    expect(() => parseManifest(bytes)).toThrow(message);
  });
});
