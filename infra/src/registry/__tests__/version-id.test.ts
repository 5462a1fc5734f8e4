import { contentHash, versionId } from '../version-id';

const files = (entries: Record<string, string>) =>
  new Map(Object.entries(entries).map(([k, v]) => [k, Buffer.from(v)]));

describe('versionId', () => {
  it('is the build version plus 10 hex characters of the content hash', () => {
    expect(versionId('1.0.0', files({ 'a.js': 'x' }))).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
  });

  it('is the same for the same build whatever the file order', () => {
    expect(versionId('1.0.0', files({ 'a.js': 'x', 'b.js': 'y' }))).toBe(
      versionId('1.0.0', files({ 'b.js': 'y', 'a.js': 'x' })),
    );
  });

  it('differs when any byte, path or the build version differs', () => {
    const base = contentHash(files({ 'a.js': 'x', 'b.js': 'y' }));
    expect(contentHash(files({ 'a.js': 'x', 'b.js': 'z' }))).not.toBe(base);
    expect(contentHash(files({ 'a.js': 'x', 'c.js': 'y' }))).not.toBe(base);
    // Moving bytes from one file to the next is a different build.
    expect(contentHash(files({ 'a.js': 'xy', 'b.js': '' }))).not.toBe(
      contentHash(files({ 'a.js': 'x', 'b.js': 'y' })),
    );
    expect(versionId('1.0.1', files({ 'a.js': 'x' }))).not.toBe(versionId('1.0.0', files({ 'a.js': 'x' })));
  });

  it('keeps only URL- and folder-safe characters of the build version', () => {
    expect(versionId('1.0.0+build/../x', files({ 'a.js': 'x' }))).toMatch(
      /^1\.0\.0-build-\.\.-x-[0-9a-f]{10}$/,
    );
  });
});
