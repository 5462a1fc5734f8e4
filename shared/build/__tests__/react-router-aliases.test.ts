import { existsSync } from 'node:fs';
import path from 'node:path';
import { reactRouterAliases } from '../singletons';

const SHELL = path.resolve(__dirname, '../../../shell');

describe('reactRouterAliases', () => {
  it('points a production build at react-router’s production files, which exist', () => {
    const aliases = reactRouterAliases(SHELL, true);
    expect(Object.keys(aliases).sort()).toEqual(['react-router-full-api$', 'react-router/dom$']);
    for (const file of Object.values(aliases)) {
      expect(file).toContain(`${path.sep}dist${path.sep}production${path.sep}`);
      expect(existsSync(file)).toBe(true);
    }
  });

  it('keeps the development files (warnings on) for a development build', () => {
    for (const file of Object.values(reactRouterAliases(SHELL, false))) {
      expect(file).toContain(`${path.sep}dist${path.sep}development${path.sep}`);
      expect(existsSync(file)).toBe(true);
    }
  });
});
