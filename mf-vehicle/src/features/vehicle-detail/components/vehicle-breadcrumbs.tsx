import { css, useTheme } from '@emotion/react';
import { useSite, type Car } from '@dealerline/shared';
import { vehicleBreadcrumbs } from '@dealerline/shared/rules';
import { backToSearch, PageLink, useLastSearch } from '@dealerline/shared/ui';

/**
 * Above the car: its trail (Home › Used Cars › the car, vehicleBreadcrumbs) and, when the shopper came from a
 * search in this tab, "Back to results" (ours) to that search, its filters and page as they were. The way
 * back shows once the page runs in the browser, in the same row as the trail, so nothing below it moves.
 */
export function VehicleBreadcrumbs({ car }: { car: Car }) {
  const site = useSite();
  const theme = useTheme();
  const lastSearch = useLastSearch();
  const crumbs = vehicleBreadcrumbs(car, site);
  const link = css`
    color: ${theme.colors.text};
    text-decoration: underline;
    text-underline-offset: 2px;
  `;
  return (
    <div
      css={css`
        display: flex;
        align-items: baseline;
        justify-content: space-between;
        gap: ${theme.space(3)};
        margin-bottom: ${theme.space(3)};
        font-size: 0.875rem;
        /* Links at least 24 px high, the touch target size of WCAG 2.5.8. */
        line-height: 24px;
      `}
    >
      <nav
        aria-label="Breadcrumb"
        css={css`
          min-width: 0;
        `}
      >
        <ol
          css={css`
            display: flex;
            margin: 0;
            padding: 0;
            list-style: none;
            white-space: nowrap;
          `}
        >
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li
                key={crumb.path}
                css={
                  last &&
                  css`
                    min-width: 0;
                    overflow: hidden;
                    text-overflow: ellipsis;
                  `
                }
              >
                {index > 0 && (
                  <span
                    aria-hidden="true"
                    css={css`
                      padding: 0 ${theme.space(2)};
                    `}
                  >
                    ›
                  </span>
                )}
                {last ? (
                  <span aria-current="page">{crumb.name}</span>
                ) : (
                  <PageLink to={crumb.path} css={link}>
                    {crumb.name}
                  </PageLink>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      {lastSearch && (
        <PageLink
          to={lastSearch.url}
          onClick={(event) => backToSearch(lastSearch, event)}
          data-back-to-results
          css={css`
            ${link};
            flex: none;
            font-weight: 600;
          `}
        >
          ‹ Back to results
        </PageLink>
      )}
    </div>
  );
}
