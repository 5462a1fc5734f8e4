import { type RegionProps } from '@dealerline/shared';
import { RemoteFrame } from '@dealerline/shared/ui';
import { BUILD } from '../app/build-info';
import { ContentPage } from '../features/dealer-pages/components/content-page';

export default function ContentPageExpose({ variant }: RegionProps) {
  return (
    <RemoteFrame build={BUILD} module="content-page">
      <ContentPage variant={variant} />
    </RemoteFrame>
  );
}
