import { type RegionProps } from '@dealerline/shared';
import { RemoteFrame } from '@dealerline/shared/ui';
import { BUILD } from '../app/build-info';
import { ModelsPage } from '../features/catalogue/components/models-page';

export default function ModelsPageExpose({ variant }: RegionProps) {
  return (
    <RemoteFrame build={BUILD} module="models-page">
      <ModelsPage variant={variant} />
    </RemoteFrame>
  );
}
