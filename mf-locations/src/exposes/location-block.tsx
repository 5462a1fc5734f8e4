import { type RegionProps } from '@dealerline/shared';
import { RemoteFrame } from '@dealerline/shared/ui';
import { BUILD } from '../app/build-info';
import { LocationBlock } from '../features/location-block/components/location-block';

export default function LocationBlockExpose({ variant }: RegionProps) {
  return (
    <RemoteFrame build={BUILD} module="location-block">
      <LocationBlock variant={variant} />
    </RemoteFrame>
  );
}
