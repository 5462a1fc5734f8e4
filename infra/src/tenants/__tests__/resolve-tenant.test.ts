import { hostName, parseCookies, resolveTenant, tenantCookie, type TenantDirectory } from '../resolve-tenant';

const directory: TenantDirectory = {
  slugs: new Set(['harbour-nissan', 'metro-drive', 'coastline-motor-group']),
  domains: new Map([
    ['www.harbournissan.com.au', 'harbour-nissan'],
    ['metrodrive.com.au', 'metro-drive'],
  ]),
};

const resolve = (host?: string, site?: string, cookie?: string) =>
  resolveTenant({ host, site, cookie }, directory);

describe('resolveTenant', () => {
  it('reads {slug}.localhost with or without a port, in any case', () => {
    expect(resolve('harbour-nissan.localhost:8080')).toEqual({ slug: 'harbour-nissan', source: 'host' });
    expect(resolve('Metro-Drive.LOCALHOST')).toEqual({ slug: 'metro-drive', source: 'host' });
    expect(resolve('www.metro-drive.localhost:3000')).toEqual({ slug: 'metro-drive', source: 'host' });
  });

  it('maps a configured custom domain, with or without www.', () => {
    expect(resolve('www.harbournissan.com.au')).toEqual({ slug: 'harbour-nissan', source: 'domain' });
    expect(resolve('harbournissan.com.au:443')).toEqual({ slug: 'harbour-nissan', source: 'domain' });
    expect(resolve('www.metrodrive.com.au')).toEqual({ slug: 'metro-drive', source: 'domain' });
  });

  it('falls back to ?site= and then to the dl_site cookie', () => {
    expect(resolve('localhost:8080', 'metro-drive')).toEqual({ slug: 'metro-drive', source: 'query' });
    expect(resolve('localhost:8080', undefined, 'a=1; dl_site=harbour-nissan')).toEqual({
      slug: 'harbour-nissan',
      source: 'cookie',
    });
    expect(resolve('localhost', 'metro-drive', 'dl_site=harbour-nissan')).toEqual({
      slug: 'metro-drive',
      source: 'query',
    });
  });

  it('prefers the host name over the query and the cookie', () => {
    expect(resolve('harbour-nissan.localhost', 'metro-drive', 'dl_site=metro-drive')?.slug).toBe(
      'harbour-nissan',
    );
  });

  it('ignores unknown slugs at every step and then has no tenant', () => {
    expect(resolve('nope.localhost:8080', 'metro-drive')).toEqual({ slug: 'metro-drive', source: 'query' });
    expect(resolve('nope.localhost', 'nope', 'dl_site=nope')).toBeNull();
    expect(resolve('localhost:8080')).toBeNull();
    expect(resolve(undefined)).toBeNull();
    expect(resolve('example.com')).toBeNull();
  });
});

describe('helpers', () => {
  it('strips ports and trailing dots from host names', () => {
    expect(hostName('A.localhost:8080')).toBe('a.localhost');
    expect(hostName('example.com.')).toBe('example.com');
    expect(hostName('[::1]:8080')).toBe('[::1]');
  });

  it('parses cookies, keeping the first of duplicate names', () => {
    expect(parseCookies('a=1; dl_site=metro%2Ddrive; a=2; broken; =x')).toEqual({
      a: '1',
      dl_site: 'metro-drive',
    });
    expect(parseCookies(undefined)).toEqual({});
  });

  it('builds an HttpOnly, SameSite=Lax cookie, Secure only over https', () => {
    expect(tenantCookie('metro-drive', false)).toBe('dl_site=metro-drive; Path=/; HttpOnly; SameSite=Lax');
    expect(tenantCookie('metro-drive', true)).toBe(
      'dl_site=metro-drive; Path=/; HttpOnly; SameSite=Lax; Secure',
    );
  });
});
