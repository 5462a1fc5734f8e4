import { type RegionProps } from '@dealerline/shared';
import { RemoteFrame } from '@dealerline/shared/ui';
import { BUILD } from '../app/build-info';
import { FinanceTeaser } from '../features/finance-teaser/components/finance-teaser';

export default function FinanceTeaserExpose({ variant }: RegionProps) {
  return (
    <RemoteFrame build={BUILD} module="finance-teaser">
      <FinanceTeaser variant={variant} />
    </RemoteFrame>
  );
}
