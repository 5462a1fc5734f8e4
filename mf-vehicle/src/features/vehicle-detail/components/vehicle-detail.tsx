import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import {
  FINANCE_BOX_HEIGHT,
  mq,
  RemoteWidget,
  useDealer,
  useSite,
  type FinanceBoxProps,
  type VehicleDetailResponse,
} from '@dealerline/shared';
import { CarPrice, SoldCarNotice, useDocumentTitle } from '@dealerline/shared/ui';
import { isAvailable, isFinanceBoxShown } from '@dealerline/shared/rules';
import { vehiclePlace } from '../utils/vehicle-place';
import { vehicleDocumentTitle, vehicleTitle } from '../utils/vehicle-title';
import { actionStyle } from './action-style';
import { BrochureButton } from './brochure-button';
import { CertifiedInfo } from './certified-info';
import { PhotoGallery } from './gallery/photo-gallery';
import { HistoryReportLink } from './history-report-link';
import { RequestPhotosLink } from './request-photos-link';
import { ReservedNotice } from './reserved-notice';
import { KeySpecsList } from './key-specs-list';
import { LocationCard } from './location-card';
import { MarketPriceNote } from './market-price-note';
import { VehicleActionsList } from './vehicle-actions-list';
import { VehicleBreadcrumbs } from './vehicle-breadcrumbs';
import { VehicleHeading } from './vehicle-heading';

/**
 * The vehicle page of one car (spec §2 Vehicle detail): heading, gallery, and beside it (below it on phones)
 * the sidebar with price, market price indicator, weekly finance box, sold or reserved notice and the
 * site's buttons; then the key specifications and the location with its map anchor.
 */
export function VehicleDetail({ detail }: { detail: VehicleDetailResponse }) {
  const site = useSite();
  const dealer = useDealer();
  const theme = useTheme();
  const headingId = useId();
  const now = new Date();
  const { car } = detail;
  const title = vehicleTitle(car);
  const available = isAvailable(car);
  useDocumentTitle(vehicleDocumentTitle(car, site.name));
  return (
    <article
      aria-labelledby={headingId}
      data-car-id={car.id}
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        grid-template-areas: 'heading' 'gallery' 'sidebar' 'details';
        gap: ${theme.space(6)};
        max-width: 1200px;
        margin: 0 auto;
        ${mq('lg')} {
          grid-template-columns: minmax(0, 3fr) minmax(300px, 2fr);
          grid-template-areas: 'heading heading' 'gallery sidebar' 'details sidebar';
          align-items: start;
        }
      `}
    >
      <div
        css={css`
          grid-area: heading;
        `}
      >
        <VehicleBreadcrumbs car={car} />
        <VehicleHeading car={car} headingId={headingId} now={now} />
      </div>
      <div
        css={css`
          grid-area: gallery;
        `}
      >
        <PhotoGallery key={car.id} images={car.images} title={title} />
        {available && <RequestPhotosLink carId={car.id} />}
      </div>
      <aside
        aria-label="Price and actions"
        css={css`
          grid-area: sidebar;
          display: grid;
          gap: ${theme.space(3)};
        `}
      >
        {!available && <SoldCarNotice car={car} body={car.simple_body} action={actionStyle(theme, true)} />}
        {available && car.reserved && <ReservedNotice car={car} now={now} />}
        <CarPrice car={car} size="page" />
        <MarketPriceNote car={car} />
        {isFinanceBoxShown(car, site, dealer, now) && (
          <RemoteWidget<FinanceBoxProps>
            remote="mf-finance"
            module="finance-box"
            props={{ car }}
            placeholderHeight={FINANCE_BOX_HEIGHT}
          />
        )}
        {car.certified && <CertifiedInfo />}
        <VehicleActionsList detail={detail} title={title} />
        <HistoryReportLink file={car.file} />
        <BrochureButton slug={car.slug} />
      </aside>
      <div
        css={css`
          grid-area: details;
          display: grid;
          gap: ${theme.space(6)};
        `}
      >
        <KeySpecsList car={car} />
        <LocationCard place={vehiclePlace(car, detail.dealership.name, dealer.locations)} />
      </div>
    </article>
  );
}
