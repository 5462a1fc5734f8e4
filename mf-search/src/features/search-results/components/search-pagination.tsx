import { PageLink } from '@dealerline/shared/ui';
import { css, useTheme, type Theme } from '@emotion/react';
import { searchUrl, type SearchState } from '../../../lib/search';
import { pageNumbers } from '../utils/page-numbers';

interface SearchPaginationProps {
  state: SearchState;
  nbPages: number;
  /** The search path the links stay on (/search/used-cars…). */
  path: string;
}

const item = (theme: Theme) => css`
  display: inline-block;
  min-width: 40px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius}px;
  text-align: center;
  color: ${theme.colors.link};
  text-decoration: none;
`;

/**
 * Previous, page numbers and next, as real links: a copied or opened link shows that page (offset paging). No
 * link points past the last page: on a page past it (a URL's `?page=9` of a search with 2 pages) no number is
 * current, Next is off and Previous goes to the last page.
 */
export function SearchPagination({ state, nbPages, path }: SearchPaginationProps) {
  const theme = useTheme();
  if (nbPages <= 1) return null;
  const href = (page: number) => searchUrl({ ...state, page }, path);
  const current = state.page;
  const previous = Math.min(current - 1, nbPages - 1);
  const edge = (label: string, page: number, enabled: boolean) =>
    enabled ? (
      <PageLink to={href(page)} css={item(theme)}>
        {label}
      </PageLink>
    ) : (
      <span
        aria-disabled="true"
        css={[
          item(theme),
          css`
            color: ${theme.colors.muted};
          `,
        ]}
      >
        {label}
      </span>
    );
  return (
    <nav aria-label="Pagination">
      <ul
        css={css`
          display: flex;
          flex-wrap: wrap;
          justify-content: center;
          gap: ${theme.space(2)};
          margin: ${theme.space(6)} 0;
          padding: 0;
          list-style: none;
        `}
      >
        <li>{edge('Previous', previous, current > 0)}</li>
        {pageNumbers(current, nbPages).map((entry, i) =>
          'gap' in entry ? (
            <li
              key={`gap-${i}`}
              aria-hidden="true"
              css={css`
                padding: ${theme.space(2)};
              `}
            >
              …
            </li>
          ) : (
            <li key={entry.page}>
              <PageLink
                to={href(entry.page)}
                aria-label={`Page ${entry.page + 1}`}
                aria-current={entry.page === current ? 'page' : undefined}
                css={[
                  item(theme),
                  entry.page === current &&
                    css`
                      background: ${theme.colors.primary};
                      border-color: ${theme.colors.primary};
                      color: ${theme.colors.primaryText};
                    `,
                ]}
              >
                {entry.page + 1}
              </PageLink>
            </li>
          ),
        )}
        <li>{edge('Next', current + 1, current < nbPages - 1)}</li>
      </ul>
    </nav>
  );
}
