import path from 'node:path';
import { folderOf, reachedFrom } from '../../__tests__/module-graph';
import * as sharedSingleton from '../../index';
import * as ui from '../index';

/**
 * Folders of shared/src the UI kit may import relatively. Every app bundles its own copy of the pieces it uses
 * ('@dealerline/shared/ui' is not a federation singleton): what holds state (the site, the api, the bus) it
 * takes from '@dealerline/shared', the singleton, never through a relative path.
 */
const OWN_FOLDERS = ['ui', 'rules', 'domain', 'format'];

describe("the UI kit ('@dealerline/shared/ui')", () => {
  it('reaches only its own modules and stateless ones: anything with state comes from the singleton', () => {
    const { modules, packages } = reachedFrom(path.join('ui', 'index.ts'));
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((file) => !OWN_FOLDERS.includes(folderOf(file)))).toEqual([]);
    expect(packages).toContain('@dealerline/shared');
  });

  it('is not part of the singleton: a page ships only the pieces its apps use', () => {
    const singletonNames = new Set(Object.keys(sharedSingleton));
    const uiNames = Object.keys(ui);
    expect(uiNames).toEqual(expect.arrayContaining(['PriceSlider', 'Dialog', 'PageLink', 'CarPrice']));
    expect(uiNames.filter((name) => singletonNames.has(name))).toEqual([]);
  });
});
