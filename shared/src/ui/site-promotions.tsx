import { useGetPromotionsQuery } from '@dealerline/shared';
import { PromotionsSlider } from './promotions-slider';

/** The site's running promotions in the slider (home page, content pages): nothing while loading, failed or empty. */
export function SitePromotions() {
  const { data: slides = [] } = useGetPromotionsQuery();
  return <PromotionsSlider slides={slides} />;
}
