import { type RegionProps } from '@dealerline/shared';
import { RemoteFrame } from '@dealerline/shared/ui';
import { BUILD } from '../app/build-info';
import { TradeInPage } from '../features/trade-in/components/trade-in-page';

export default function TradeInPageExpose({ variant }: RegionProps) {
  return (
    <RemoteFrame build={BUILD} module="trade-in-page">
      <TradeInPage variant={variant} />
    </RemoteFrame>
  );
}
