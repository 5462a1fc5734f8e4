import { css } from '@emotion/react';
import { sendCallClick, useDealer, useSite, type RemoteName } from '@dealerline/shared';
import { sitePhone, telHref } from '@dealerline/shared/rules';
import { PageLink } from '@dealerline/shared/ui';

const box = css`
  border: 1px solid #d0d4d9;
  border-radius: 8px;
  padding: 24px;
  margin: 16px 0;
  background: #f5f6f8;
`;

/** What a shopper sees where a part of the page is unavailable: a way to call or contact the dealer. */
export function RegionFallback({ remote }: { remote: RemoteName }) {
  const phone = sitePhone(useSite(), useDealer());
  return (
    <section css={box} role="status" data-region-fallback={remote}>
      <h2>This part of the page is not available right now.</h2>
      <p>
        Our team can still help you. Call us on{' '}
        <a href={telHref(phone)} onClick={() => sendCallClick({ placement: 'fallback', remote })}>
          {phone}
        </a>{' '}
        or <PageLink to="/contact">contact us</PageLink>.
      </p>
    </section>
  );
}
