import { type RegionProps } from '@dealerline/shared';
import { RemoteFrame } from '@dealerline/shared/ui';
import { BUILD } from '../app/build-info';
import { HomeStock } from '../features/home-widgets/components/home-stock';

export default function HomeStockExpose({ variant }: RegionProps) {
  return (
    <RemoteFrame build={BUILD} module="home-stock">
      <HomeStock variant={variant} />
    </RemoteFrame>
  );
}
