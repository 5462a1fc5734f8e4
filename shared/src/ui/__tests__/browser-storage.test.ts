import { browserStorage } from '../browser-storage';

describe('browserStorage', () => {
  it("gives the window's local or session storage", () => {
    expect(browserStorage('local')).toBe(window.localStorage);
    expect(browserStorage('session')).toBe(window.sessionStorage);
  });

  it('gives null where the browser refuses access', () => {
    const spy = jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(browserStorage('session')).toBeNull();
    spy.mockRestore();
  });
});
