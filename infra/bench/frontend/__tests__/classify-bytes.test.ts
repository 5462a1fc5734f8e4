import { categoryOf, splitAssetBytes } from '../classify-bytes';

describe('categoryOf', () => {
  it('tells federation runtime, shared libraries and app code apart', () => {
    expect(categoryOf('/repo/node_modules/@module-federation/runtime-core/dist/index.js', 'shell')).toBe(
      'federation runtime',
    );
    expect(categoryOf('webpack/runtime/remotes_loading', 'remote')).toBe('federation runtime');
    expect(categoryOf('', 'shell')).toBe('federation runtime');
    expect(categoryOf('@module-federation/runtime/rspack.js', 'shell')).toBe('federation runtime');
    expect(categoryOf('/repo/node_modules/react-dom/cjs/react-dom-client.production.js', 'shell')).toBe(
      'shared libraries',
    );
    expect(categoryOf('/repo/shared/src/store/create-store.ts', 'remote')).toBe('shared libraries');
    expect(categoryOf('/repo/shell/src/bootstrap.tsx', 'shell')).toBe('shell code');
    expect(categoryOf('/repo/mf-search/src/exposes/search-page.tsx', 'remote')).toBe('remote code');
  });
});

describe('splitAssetBytes', () => {
  it('splits bytes in proportion to module sizes', () => {
    const split = splitAssetBytes(
      1000,
      [
        { name: '/r/node_modules/react/index.js', size: 300 },
        { name: '/r/mf-search/src/a.tsx', size: 100 },
      ],
      'remote',
    );
    expect(split['shared libraries']).toBeCloseTo(750);
    expect(split['remote code']).toBeCloseTo(250);
  });

  it("counts an asset without module information as the app's own code", () => {
    expect(splitAssetBytes(42, [], 'shell')).toEqual({ 'shell code': 42 });
  });
});
