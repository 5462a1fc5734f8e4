import { useDealer, useSite, type FinanceBoxProps } from '@dealerline/shared';
import { financeBoxContent, type FinanceBoxContent } from '../finance-box-content';

/** The finance box content for this car on the current site, as of now. */
export function useFinanceBoxContent(car: FinanceBoxProps['car']): FinanceBoxContent {
  const site = useSite();
  const dealer = useDealer();
  return financeBoxContent(car, site, dealer, new Date());
}
