import path from 'node:path';
import { evaluateServerBundle } from '../server-bundle';

const FILE = '/remotes/mf-search/1.0.0/ssr/server.js';

describe('evaluateServerBundle', () => {
  it('returns what the bundle put on module.exports', () => {
    const exported = evaluateServerBundle('module.exports = { answer: 42, file: __filename };', FILE, {}) as {
      answer: number;
      file: string;
    };
    expect(exported).toEqual({ answer: 42, file: FILE });
  });

  it('returns the exports object when the bundle assigns to exports.name', () => {
    const exported = evaluateServerBundle('exports.name = "search";', FILE, {}) as { name: string };
    expect(exported.name).toBe('search');
  });

  it('answers a require of a provided id with the provided object itself', () => {
    const react = { createElement: () => null };
    const shared = { api: {} };
    const exported = evaluateServerBundle(
      'module.exports = { react: require("react"), shared: require("@dealerline/shared") };',
      FILE,
      { react, '@dealerline/shared': shared },
    ) as { react: unknown; shared: unknown };
    expect(exported.react).toBe(react);
    expect(exported.shared).toBe(shared);
  });

  it("lets the bundle use Node's own modules", () => {
    const exported = evaluateServerBundle(
      'module.exports = { joined: require("node:path").join("a", "b"), sep: require("path").sep };',
      FILE,
      {},
    ) as { joined: string; sep: string };
    expect(exported).toEqual({ joined: path.join('a', 'b'), sep: path.sep });
  });

  it('refuses any other module, naming it and the bundle', () => {
    const run = () => evaluateServerBundle('require("left-pad");', FILE, { react: {} });
    expect(run).toThrow(/left-pad/);
    expect(run).toThrow(FILE);
  });

  it('does not answer a provided name through the prototype chain', () => {
    expect(() => evaluateServerBundle('require("toString");', FILE, {})).toThrow(/toString/);
  });

  it('lets an error the bundle throws while loading reach the caller', () => {
    expect(() => evaluateServerBundle('throw new Error("broken bundle");', FILE, {})).toThrow(
      'broken bundle',
    );
  });
});
