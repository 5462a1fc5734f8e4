import { BOOT_ELEMENT_ID } from '@dealerline/shared/boot';
import { phoneInPage, showStartFailure, START_FAILURE_TEXT } from '../start-failure';

function pageWithBoot(boot: string | null, root = '<header><a href="/">Coastline</a></header>') {
  const page = document.implementation.createHTMLDocument();
  page.body.innerHTML = `<div id="root">${root}</div>`;
  if (boot !== null) {
    const script = page.createElement('script');
    script.id = BOOT_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = boot;
    page.body.append(script);
  }
  return page;
}

const boot = (sitePhone: string, dealerPhone: string) =>
  JSON.stringify({ site: { phone: sitePhone }, dealer: { phone: dealerPhone }, registry: {} });

describe('phoneInPage', () => {
  it("is the site's phone from the boot payload in the HTML, else the dealer's", () => {
    expect(phoneInPage(pageWithBoot(boot('07 5443 2100', '1300 555 123')))).toBe('07 5443 2100');
    expect(phoneInPage(pageWithBoot(boot('', '1300 555 123')))).toBe('1300 555 123');
  });

  it('is null without a payload, or with one cut short', () => {
    expect(phoneInPage(pageWithBoot(null))).toBeNull();
    expect(phoneInPage(pageWithBoot('{"site":{"phone":"07 54'))).toBeNull();
    expect(phoneInPage(pageWithBoot(boot('', '')))).toBeNull();
  });
});

describe('showStartFailure', () => {
  it("says the page could not load and gives the site's number as a link that calls it, above the page", () => {
    const page = pageWithBoot(boot('07 5443 2100', '1300 555 123'));
    showStartFailure(page);
    const notice = page.querySelector('[role="alert"]')!;
    expect(notice.textContent).toBe(`${START_FAILURE_TEXT} or call us on 07 5443 2100.`);
    expect(notice.querySelector('a')!.getAttribute('href')).toBe('tel:+61754432100');
    // The server's page stays: its links and header work without the shell.
    expect(notice.nextElementSibling).toBe(page.getElementById('root'));
    expect(page.getElementById('root')!.textContent).toBe('Coastline');
  });

  it('shows once whichever step failed, and without a number when the page has none', () => {
    const page = pageWithBoot(null, '');
    showStartFailure(page);
    showStartFailure(page);
    const notices = page.querySelectorAll('[role="alert"]');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textContent).toBe(`${START_FAILURE_TEXT}.`);
    expect(notices[0]!.querySelector('a')).toBeNull();
  });
});
