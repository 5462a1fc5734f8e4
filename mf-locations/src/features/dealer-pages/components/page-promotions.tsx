import { PromotionsSlider } from '@dealerline/shared';
import { useGetPagePromotionsQuery } from '../api/get-page-promotions';

/** A page's promotions block: the site's running slides, nothing while loading, failed or empty. */
export function PagePromotions() {
  const { data: slides = [] } = useGetPagePromotionsQuery();
  return <PromotionsSlider slides={slides} />;
}
