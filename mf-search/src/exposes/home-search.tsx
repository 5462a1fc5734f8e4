import { type RegionProps } from '@dealerline/shared';
import { RemoteFrame } from '@dealerline/shared/ui';
import { BUILD } from '../app/build-info';
import { HomeSearch } from '../features/home-widgets/components/home-search';

export default function HomeSearchExpose({ variant }: RegionProps) {
  return (
    <RemoteFrame build={BUILD} module="home-search">
      <HomeSearch variant={variant} />
    </RemoteFrame>
  );
}
