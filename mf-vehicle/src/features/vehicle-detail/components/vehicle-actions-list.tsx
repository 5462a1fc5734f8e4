import { useEffect } from 'react';
import { css, useTheme } from '@emotion/react';
import { useDealer, useSite, type VehicleDetailResponse } from '@dealerline/shared';
import { PageLink } from '@dealerline/shared/ui';
import { dealerPhone } from '../utils/dealer-phone';
import { enquiryUrl, vehicleActions } from '../utils/vehicle-actions';
import { actionStyle } from './action-style';
import { CallPanel } from './call-panel';
import { ChatButton } from './chat-button';

/**
 * The sidebar buttons of spec §2 in the site's order (see vehicleActions), named with the car. A car without
 * a phone number gets no call panel and a warning in the log (spec §8).
 */
export function VehicleActionsList({ detail, title }: { detail: VehicleDetailResponse; title: string }) {
  const site = useSite();
  const dealer = useDealer();
  const theme = useTheme();
  const { car } = detail;
  const phone = dealerPhone(detail);
  const actions = vehicleActions(car, site, dealer, phone != null);
  const mainLink = actions.findIndex((action) => action.kind === 'link');

  useEffect(() => {
    if (phone == null) console.warn(`[mf-vehicle] no phone number for car ${car.id} (${car.slug})`);
  }, [phone, car.id, car.slug]);

  return (
    <ul
      aria-label="Vehicle actions"
      css={css`
        display: grid;
        gap: ${theme.space(2)};
        margin: 0;
        padding: 0;
        list-style: none;
      `}
    >
      {actions.map((action, i) => (
        <li key={action.kind === 'link' ? action.button : action.kind}>
          {action.kind === 'link' && (
            <PageLink
              to={action.href}
              aria-label={`${action.label}, ${title}`}
              data-button={action.button}
              css={actionStyle(theme, i === mainLink)}
            >
              {action.label}
            </PageLink>
          )}
          {action.kind === 'call' && phone != null && <CallPanel detail={detail} phone={phone} />}
          {action.kind === 'chat' && <ChatButton enquiryHref={enquiryUrl(car)} />}
        </li>
      ))}
    </ul>
  );
}
