import { type RegionProps } from '@dealerline/shared';
import { RemoteFrame } from '@dealerline/shared/ui';
import { BUILD } from '../app/build-info';
import { GaragePage } from '../features/garage/components/garage-page';

export default function GaragePageExpose({ variant }: RegionProps) {
  return (
    <RemoteFrame build={BUILD} module="garage-page">
      <GaragePage variant={variant} />
    </RemoteFrame>
  );
}
