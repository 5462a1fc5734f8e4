import { type RegionProps } from '@dealerline/shared';
import { RemoteFrame } from '@dealerline/shared/ui';
import { BUILD } from '../app/build-info';
import { SearchPage } from '../features/search-results/components/search-page';

export default function SearchPageExpose({ variant }: RegionProps) {
  return (
    <RemoteFrame build={BUILD} module="search-page">
      <SearchPage variant={variant} />
    </RemoteFrame>
  );
}
