import { css, useTheme, type Theme } from '@emotion/react';
import { useSite, type CarHit } from '@dealerline/shared';
import { cardChips } from './card-chips';

/** The list styles its chips: a css prop on each chip would be two more components per chip, on every card. */
const chipList = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    padding: 2px 8px;
    border: 1px solid ${theme.colors.border};
    border-radius: 999px;
    background: ${theme.colors.surface};
    font-size: 0.8125rem;
  }
`;

/** The attribute chips the site chose for its cards (spec §2). */
export function CarCardChips({ car }: { car: CarHit }) {
  const site = useSite();
  const theme = useTheme();
  const chips = cardChips(car, site.search_page.card_chips, site.used_label);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Key details" css={chipList(theme)}>
      {chips.map(({ chip, text }) => (
        <li key={chip} data-chip={chip}>
          {text}
        </li>
      ))}
    </ul>
  );
}
