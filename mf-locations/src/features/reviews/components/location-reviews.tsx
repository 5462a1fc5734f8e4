import { useDealer, type DealerLocation } from '@dealerline/shared';
import { ReviewsStrip } from '@dealerline/shared/ui';
import { areReviewsShown } from '@dealerline/shared/rules';
import { useGetLocationReviewsQuery } from '../api/get-location-reviews';

/**
 * A location's reviews (spec §2, §5 Review display): the summary and up to 12 reviews, only when the
 * dealer does not hide reviews and the average exceeds the minimum (4). Nothing is fetched otherwise; while
 * loading or on error nothing shows (reviews are extra information on the page).
 */
export function LocationReviews({ location }: { location: DealerLocation }) {
  const dealer = useDealer();
  const average = location.reviews?.average_rating ?? location.average_rating;
  const hidden = dealer.reviews_hidden === true;
  const wanted = areReviewsShown(average, { hidden });
  const { data } = useGetLocationReviewsQuery(location.slug, { skip: !wanted });
  if (!wanted || !data?.summary || !areReviewsShown(data.summary.average_rating, { hidden })) return null;
  if (data.reviews.length === 0) return null;
  return <ReviewsStrip heading="Customer Reviews" summary={data.summary} reviews={data.reviews} />;
}
