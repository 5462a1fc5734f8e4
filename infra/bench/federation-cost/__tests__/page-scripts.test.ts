import { firstLoadFigures, oneAppScripts, overheadPercent } from '../page-scripts';

describe('firstLoadFigures', () => {
  it('adds up a page’s scripts and splits them by the app that built them', () => {
    const figures = firstLoadFigures([
      { url: 'http://a.localhost:1/shell/main.1.js', raw: 4096, gzip: 2048 },
      { url: 'http://a.localhost:1/remotes/mf-search/1.2.0/remoteEntry.js', raw: 2048, gzip: 1024 },
      { url: 'http://a.localhost:1/remotes/mf-search/1.2.0/9.js', raw: 1024, gzip: 512 },
      { url: 'http://a.localhost:1/other.js', raw: 1024, gzip: 512 },
    ]);
    expect(figures).toEqual({
      files: 4,
      rawKb: 8,
      gzipKb: 4,
      gzipKbByApp: { shell: 2, 'mf-search': 1.5, other: 0.5 },
    });
  });
});

describe('overheadPercent', () => {
  it('is the extra bytes of the federated page in % of the one-app page', () => {
    expect(overheadPercent(110, 100)).toBeCloseTo(10);
    expect(overheadPercent(95, 100)).toBeCloseTo(-5);
  });
});

describe('oneAppScripts', () => {
  it('keeps the scripts the one-app build serves, not the remotes the platform preloads', () => {
    const script = (url: string) => ({ url: `http://a.localhost:1${url}`, raw: 1, gzip: 1 });
    const kept = oneAppScripts(
      [
        script('/shell/main.1.js'),
        script('/shell/7.2.js'),
        script('/shell/523.3.js'),
        script('/remotes/mf-search/1.2.0/remoteEntry.js'),
      ],
      new Set(['main.1.js', '7.2.js', 'index.html']),
    );
    expect(kept.map((s) => new URL(s.url).pathname)).toEqual(['/shell/main.1.js', '/shell/7.2.js']);
  });
});
