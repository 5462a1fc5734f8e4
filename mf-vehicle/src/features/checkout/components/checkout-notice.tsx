import type { ReactNode } from 'react';
import { PageLink } from '@dealerline/shared/ui';
import { css, useTheme } from '@emotion/react';

export const SEARCH_PATH = '/search/new-used-and-demo-cars/';

/**
 * Instead of the checkout: why it cannot go on (the car is not eligible, or was reserved or sold meanwhile:
 * `alert` announces the latter; or it is the shopper's own reservation, its figures as `children`) with links
 * back to the car and to the search.
 */
export function CheckoutNotice({
  message,
  carPath,
  alert = false,
  children,
}: {
  message: string;
  carPath?: string;
  alert?: boolean;
  children?: ReactNode;
}) {
  const theme = useTheme();
  const link = css`
    color: ${theme.colors.text};
    font-weight: 600;
  `;
  return (
    <div
      data-checkout-notice
      css={css`
        display: grid;
        gap: ${theme.space(3)};
        padding: ${theme.space(4)};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radius}px;
        background: ${theme.colors.surface};
      `}
    >
      <p
        role={alert ? 'alert' : undefined}
        css={css`
          margin: 0;
          font-size: 1.125rem;
          font-weight: 600;
        `}
      >
        {message}
      </p>
      {children}
      <p
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space(4)};
          margin: 0;
        `}
      >
        <PageLink to={SEARCH_PATH} css={link}>
          Search our stock
        </PageLink>
        {carPath && (
          <PageLink to={carPath} css={link}>
            View this car
          </PageLink>
        )}
      </p>
    </div>
  );
}
