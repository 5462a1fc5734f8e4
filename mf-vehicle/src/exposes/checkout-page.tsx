import { type RegionProps } from '@dealerline/shared';
import { RemoteFrame } from '@dealerline/shared/ui';
import { BUILD } from '../app/build-info';
import { CheckoutPage } from '../features/checkout/components/checkout-page';

export default function CheckoutPageExpose({ variant }: RegionProps) {
  return (
    <RemoteFrame build={BUILD} module="checkout-page">
      <CheckoutPage variant={variant} />
    </RemoteFrame>
  );
}
