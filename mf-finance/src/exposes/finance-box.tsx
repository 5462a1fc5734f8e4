import { type FinanceBoxProps } from '@dealerline/shared';
import { RemoteFrame } from '@dealerline/shared/ui';
import { BUILD } from '../app/build-info';
import { FinanceBox } from '../features/finance-box/components/finance-box';
import { useFinanceBoxContent } from '../features/finance-box/hooks/use-finance-box-content';

/** The finance box widget (shared/src/platform/widgets.ts): nothing at all when the box is not shown. */
export default function FinanceBoxExpose({ car }: FinanceBoxProps) {
  const content = useFinanceBoxContent(car);
  if (content.kind === 'hidden') return null;
  return (
    <RemoteFrame build={BUILD} module="finance-box">
      <FinanceBox car={car} content={content} />
    </RemoteFrame>
  );
}
