import { type RegionProps } from '@dealerline/shared';
import { RemoteFrame } from '@dealerline/shared/ui';
import { BUILD } from '../app/build-info';
import { ContactPage } from '../features/contact/components/contact-page';

export default function ContactPageExpose({ variant }: RegionProps) {
  return (
    <RemoteFrame build={BUILD} module="contact-page">
      <ContactPage variant={variant} />
    </RemoteFrame>
  );
}
