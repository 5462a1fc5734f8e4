import { type RegionProps } from '@dealerline/shared';
import { RemoteFrame } from '@dealerline/shared/ui';
import { BUILD } from '../app/build-info';
import { FinancePage } from '../features/finance-pages/components/finance-page';

export default function FinancePageExpose({ variant }: RegionProps) {
  return (
    <RemoteFrame build={BUILD} module="finance-page">
      <FinancePage variant={variant} />
    </RemoteFrame>
  );
}
