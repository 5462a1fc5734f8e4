import { Readable } from 'node:stream';
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

  it('lets the bundle use the Node modules a renderer needs, with or without node:', () => {
    const exported = evaluateServerBundle(
      'module.exports = { stream: require("node:stream").Readable, util: require("util").format("%d", 7) };',
      FILE,
      {},
    ) as { stream: unknown; util: string };
    expect(exported).toEqual({ stream: Readable, util: '7' });
  });

  it.each(['fs', 'node:fs', 'child_process', 'worker_threads', 'net', 'path'])(
    'refuses Node module %s, which a render has no use for',
    (id) => {
      expect(() => evaluateServerBundle(`require(${JSON.stringify(id)});`, FILE, {})).toThrow(
        `${FILE} requires ${id}, which the platform does not provide`,
      );
    },
  );

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
