import { css, useTheme, type Theme } from '@emotion/react';
import { useDealer, useSite, type CarHit } from '@dealerline/shared';
import { PageLink } from '@dealerline/shared/ui';
import { cardActions } from './card-actions';

/**
 * The list styles its links, the first one filled in the site's primary colour: a css prop on each link would be
 * two more components per button, on every card.
 */
const actionList = (theme: Theme) => css`
  display: grid;
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 0;
  & a {
    display: block;
    padding: 8px 12px;
    border: 2px solid ${theme.colors.primary};
    border-radius: ${theme.radius}px;
    text-align: center;
    font-weight: 600;
    text-decoration: none;
    background: transparent;
    color: ${theme.colors.text};
  }
  & > li:first-of-type > a {
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
  }
`;

/** The card's buttons of spec §2 (links: each one goes to a page), named with the car for screen readers. */
export function CarCardActions({ car, title }: { car: CarHit; title: string }) {
  const site = useSite();
  const dealer = useDealer();
  const theme = useTheme();
  const actions = cardActions(car, site.card_buttons, dealer);
  return (
    <ul css={actionList(theme)}>
      {actions.map(({ button, label, href }) => (
        <li key={button}>
          <PageLink to={href} aria-label={`${label}, ${title}`} data-button={button}>
            {label}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
