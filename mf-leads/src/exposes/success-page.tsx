import { type RegionProps } from '@dealerline/shared';
import { RemoteFrame } from '@dealerline/shared/ui';
import { BUILD } from '../app/build-info';
import { SuccessPage } from '../features/success/components/success-page';

export default function SuccessPageExpose({ variant }: RegionProps) {
  return (
    <RemoteFrame build={BUILD} module="success-page">
      <SuccessPage variant={variant} />
    </RemoteFrame>
  );
}
