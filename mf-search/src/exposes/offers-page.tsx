import { type RegionProps } from '@dealerline/shared';
import { RemoteFrame } from '@dealerline/shared/ui';
import { BUILD } from '../app/build-info';
import { OffersPage } from '../features/offers/components/offers-page';

export default function OffersPageExpose({ variant }: RegionProps) {
  return (
    <RemoteFrame build={BUILD} module="offers-page">
      <OffersPage variant={variant} />
    </RemoteFrame>
  );
}
