import path from 'node:path';
import { folderOf, reachedFrom } from '../../__tests__/module-graph';
import * as sharedSingleton from '../../index';
import * as forms from '../index';

/**
 * Folders of shared/src the form kit may import relatively (its own, and the UI kit's and the rules' stateless
 * modules). Every app with a form bundles its own copy of it
 * ('@dealerline/shared/forms' is not a federation singleton): what holds state (the site, the store, the bus,
 * lead submission) it takes from '@dealerline/shared', the singleton, never through a relative path.
 */
const OWN_FOLDERS = ['forms', 'ui', 'rules', 'domain', 'format'];

const FORM_PACKAGES = ['final-form', 'react-final-form'];

describe("the form kit ('@dealerline/shared/forms')", () => {
  it('reaches only its own modules and stateless ones: anything with state comes from the singleton', () => {
    const { modules, packages } = reachedFrom(path.join('forms', 'index.ts'));
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.filter((file) => !OWN_FOLDERS.includes(folderOf(file)))).toEqual([]);
    expect(packages).toEqual(expect.arrayContaining(['@dealerline/shared', ...FORM_PACKAGES]));
  });

  it('is not part of the singleton, which loads on every page without final-form', () => {
    const { packages } = reachedFrom('index.ts');
    expect(packages).toContain('react');
    expect(packages.filter((name) => FORM_PACKAGES.includes(name))).toEqual([]);
    const singletonNames = new Set(Object.keys(sharedSingleton));
    const formNames = Object.keys(forms);
    expect(formNames).toEqual(expect.arrayContaining(['ValidatedForm', 'useLeadSubmit', 'ContactFields']));
    expect(formNames.filter((name) => singletonNames.has(name))).toEqual([]);
  });
});
