import { type RegionProps } from '@dealerline/shared';
import { RemoteFrame } from '@dealerline/shared/ui';
import { BUILD } from '../app/build-info';
import { LeadForm } from '../features/lead-forms/components/lead-form';

export default function LeadFormExpose({ variant }: RegionProps) {
  return (
    <RemoteFrame build={BUILD} module="lead-form">
      <LeadForm variant={variant} />
    </RemoteFrame>
  );
}
