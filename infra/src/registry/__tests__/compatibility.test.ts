import { findIncompatibilities, incompatibilityMessage, providedVersions } from '../compatibility';
import type { SharedEntry } from '../manifest';

const shell = providedVersions([
  { name: 'react', version: '19.2.0' },
  { name: '@dealerline/shared', version: '1.0.0' },
  { name: 'no-version' },
]);

const react = (requiredVersion: string | false, singleton = true): SharedEntry => ({
  name: 'react',
  singleton,
  requiredVersion,
});

describe('findIncompatibilities', () => {
  it('accepts singletons whose range the shell version satisfies', () => {
    expect(findIncompatibilities([react('^19.0.0'), react('>=18'), react('*')], shell)).toEqual([]);
  });

  it('refuses a singleton built for another major', () => {
    expect(findIncompatibilities([react('^17.0.0')], shell)).toEqual([
      { name: 'react', requiredVersion: '^17.0.0', provided: '19.2.0' },
    ]);
    expect(
      findIncompatibilities(
        [{ name: '@dealerline/shared', singleton: true, requiredVersion: '^2.0.0' }],
        shell,
      ),
    ).toHaveLength(1);
  });

  it('ignores non-singletons, modules the shell does not provide and entries with neither range nor version', () => {
    expect(
      findIncompatibilities(
        [
          react('^17.0.0', false),
          { name: 'lodash', singleton: true, requiredVersion: '^4.0.0' },
          react(false),
        ],
        shell,
      ),
    ).toEqual([]);
  });

  it('holds a singleton without a range to the major it was built against', () => {
    const built = (version: string): SharedEntry => ({ ...react(false), version });
    expect(findIncompatibilities([built('19.0.1')], shell)).toEqual([]);
    expect(findIncompatibilities([built('18.3.1')], shell)).toEqual([
      { name: 'react', requiredVersion: '18.x', provided: '19.2.0' },
    ]);
  });

  it('refuses an unreadable range', () => {
    expect(findIncompatibilities([react('not a range')], shell)).toHaveLength(1);
  });

  it('writes a clear message', () => {
    expect(
      incompatibilityMessage('mf-search', '1.0.0-ab12cd34ef', [
        { name: 'react', requiredVersion: '^17.0.0', provided: '19.2.0' },
      ]),
    ).toBe(
      'Cannot promote mf-search 1.0.0-ab12cd34ef: it requires react ^17.0.0 but the shell provides react 19.2.0',
    );
  });
});
