import { type RegionProps } from '@dealerline/shared';
import { RemoteFrame } from '@dealerline/shared/ui';
import { BUILD } from '../app/build-info';
import { VehiclePage } from '../features/vehicle-detail/components/vehicle-page';

export default function VehiclePageExpose({ variant }: RegionProps) {
  return (
    <RemoteFrame build={BUILD} module="vehicle-page">
      <VehiclePage variant={variant} />
    </RemoteFrame>
  );
}
