import { css, useTheme } from '@emotion/react';
import { formatNumber } from '@dealerline/shared';
import { filledButtonEdge, PageLink } from '@dealerline/shared/ui';

/** "Show Me N vehicles": opens the search and scrolls it to the top (spec §2); N is the live count. */
export function ShowMeLink({ count, href }: { count: number; href: string }) {
  const theme = useTheme();
  return (
    <PageLink
      to={href}
      css={css`
        flex: 1 1 200px;
        align-self: flex-end;
        ${filledButtonEdge(theme.space(2), theme.space(4))}
        border-radius: ${theme.radius}px;
        background: ${theme.colors.primary};
        color: ${theme.colors.primaryText};
        font-weight: 700;
        text-align: center;
        text-decoration: none;
      `}
    >
      Show Me {formatNumber(count)} vehicles
    </PageLink>
  );
}
