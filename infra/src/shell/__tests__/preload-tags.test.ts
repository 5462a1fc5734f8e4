import { preloadTags } from '../preload-tags';

describe('preloadTags', () => {
  it('puts the picture first, marks fetches as CORS and escapes every value', () => {
    const tags = preloadTags([
      { kind: 'script', href: '/shell/main.1a2b3c4d.js' },
      { kind: 'fetch', href: '/remotes/mf-search/1/mf-manifest.json' },
      { kind: 'image', src: '/images/a.jpg?w=750&x="1"', srcSet: '/images/a.jpg?w=360 360w', sizes: '100vw' },
    ]);
    expect(tags).toEqual([
      '<link rel="preload" as="image" href="/images/a.jpg?w=750&#38;x=&#34;1&#34;" imagesrcset="/images/a.jpg?w=360 360w" imagesizes="100vw" fetchpriority="high" />',
      '<link rel="preload" as="script" href="/shell/main.1a2b3c4d.js" />',
      '<link rel="preload" as="fetch" href="/remotes/mf-search/1/mf-manifest.json" crossorigin="anonymous" />',
    ]);
  });
});
