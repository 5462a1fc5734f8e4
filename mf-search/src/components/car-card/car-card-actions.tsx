import { css, useTheme } from '@emotion/react';
import { useDealer, useSite, type CarHit } from '@dealerline/shared';
import { PageLink } from '@dealerline/shared/ui';
import { cardActions } from './card-actions';

/** The card's buttons of spec §2 (links: each one goes to a page), named with the car for screen readers. */
export function CarCardActions({ car, title }: { car: CarHit; title: string }) {
  const site = useSite();
  const dealer = useDealer();
  const theme = useTheme();
  const actions = cardActions(car, site.card_buttons, dealer);
  return (
    <ul
      css={css`
        display: grid;
        gap: 8px;
        list-style: none;
        margin: 0;
        padding: 0;
      `}
    >
      {actions.map(({ button, label, href }, i) => (
        <li key={button}>
          <PageLink
            to={href}
            aria-label={`${label}, ${title}`}
            data-button={button}
            css={css`
              display: block;
              padding: 8px 12px;
              border: 2px solid ${theme.colors.primary};
              border-radius: ${theme.radius}px;
              text-align: center;
              font-weight: 600;
              text-decoration: none;
              background: ${i === 0 ? theme.colors.primary : 'transparent'};
              color: ${i === 0 ? theme.colors.primaryText : theme.colors.text};
            `}
          >
            {label}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
