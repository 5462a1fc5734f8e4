import type { OpsBackend } from '../ops-backend';
import { sitesList, sitesPort } from '../site-commands';

describe('sites list', () => {
  it('gives the local URLs on the port of the platform it talks to, else PORT’s', () => {
    expect(sitesPort('http://localhost:8302', 8080)).toBe(8302);
    expect(sitesPort('http://127.0.0.1:8397/', 8080)).toBe(8397);
    expect(sitesPort('https://www.example.com.au', 8080)).toBe(8080);
    expect(sitesPort('the database at /tmp/data/pglite', 8080)).toBe(8080);
  });

  it('prints each site with its URL on that port', async () => {
    const backend = {
      via: 'http://localhost:8302',
      listSites: async () => [
        {
          slug: 'harbour-nissan',
          name: 'Harbour Nissan',
          template: 'nissan-manufacturer',
          cars: 1234,
          domains: ['www.harbournissan.com.au'],
          dealerships: ['harbour-nissan'],
        },
      ],
    } as unknown as OpsBackend;
    const lines: string[] = [];
    await sitesList(backend, (text) => lines.push(text), 8080);
    expect(lines.join('\n')).toContain('http://harbour-nissan.localhost:8302/');
    expect(lines.join('\n')).toContain('http://localhost:8302/?site={slug}');
    expect(lines.join('\n')).not.toContain(':8080');
  });
});
