import { css, useTheme } from '@emotion/react';
import { sendCallClick, useDealer, useSite, type CarType } from '@dealerline/shared';
import { sitePhone, telHref } from '@dealerline/shared/rules';
import { PageLink } from '@dealerline/shared/ui';
import { stockLink } from '../stock-link';

/** What a shopper can do next after a lead: browse the stock of the lead's car type (else all stock), or call. */
export function NextSteps({ carType }: { carType: CarType | null }) {
  const theme = useTheme();
  const site = useSite();
  const dealer = useDealer();
  const phone = sitePhone(site, dealer);
  const stock = stockLink(carType, site);
  const linkStyle = css`
    color: ${theme.colors.link};
  `;
  const callClick = () => sendCallClick({ page: 'success' });
  return (
    <section aria-labelledby="success-next-heading">
      <h2 id="success-next-heading">While you wait</h2>
      <ul>
        <li>
          <PageLink to={stock.path} css={linkStyle}>
            Browse our {stock.title}
          </PageLink>
        </li>
        {phone && (
          <li>
            Want to talk sooner? Call us on{' '}
            <a href={telHref(phone)} onClick={callClick} css={linkStyle}>
              {phone}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
