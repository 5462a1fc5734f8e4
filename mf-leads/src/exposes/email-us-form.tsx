import { type EmailUsFormProps } from '@dealerline/shared';
import { RemoteFrame } from '@dealerline/shared/ui';
import { BUILD } from '../app/build-info';
import { LeadForm } from '../features/lead-forms/components/lead-form';

/**
 * Email Us on a location card (mf-locations places it in its dialog): the contact form for that location.
 * What is typed outlives the dialog while the page lives (a dialog closed by Escape or a tap outside).
 */
export default function EmailUsFormExpose({ locationSlug }: EmailUsFormProps) {
  return (
    <RemoteFrame build={BUILD} module="email-us-form">
      <LeadForm variant="email-us" locationSlug={locationSlug} draftKey={`email-us:${locationSlug}`} />
    </RemoteFrame>
  );
}
