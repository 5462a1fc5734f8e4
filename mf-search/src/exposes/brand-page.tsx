import { type RegionProps } from '@dealerline/shared';
import { RemoteFrame } from '@dealerline/shared/ui';
import { BUILD } from '../app/build-info';
import { BrandPage } from '../features/catalogue/components/brand-page';

export default function BrandPageExpose({ variant }: RegionProps) {
  return (
    <RemoteFrame build={BUILD} module="brand-page">
      <BrandPage variant={variant} />
    </RemoteFrame>
  );
}
