import { useLocation } from 'react-router';
import { RemoteRegion, type RegionSpec } from './remote-region';
import { useRevealInOrder } from './use-reveal-in-order';

/** A routed page: its remote regions in order. Keyed by path so a failed region retries on navigation. */
export function RegionsPage({ regions }: { regions: RegionSpec[] }) {
  const { pathname } = useLocation();
  return <OrderedRegions key={pathname} pathname={pathname} regions={regions} />;
}

/** One page's regions, loading at once and showing top to bottom (see useRevealInOrder). */
function OrderedRegions({ regions, pathname }: { regions: RegionSpec[]; pathname: string }) {
  const { revealed, settle } = useRevealInOrder(regions.length);
  return (
    <>
      {regions.map((region, index) => (
        <RemoteRegion
          key={`${pathname}:${region.remote}/${region.module}`}
          {...region}
          revealed={revealed(index)}
          onSettled={() => settle(index)}
        />
      ))}
    </>
  );
}
