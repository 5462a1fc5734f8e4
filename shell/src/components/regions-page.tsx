import { useContext, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { regionName, RemoteRegion, type RegionSpec } from './remote-region';
import { HydratingPageContext } from './hydrating-page';
import { useRevealInOrder } from './use-reveal-in-order';
import { ALL_IN_SIGHT } from '../startup/regions-out-of-sight';

/** A routed page: its remote regions in order. Keyed by path so a failed region retries on navigation. */
export function RegionsPage({ regions }: { regions: RegionSpec[] }) {
  const { pathname } = useLocation();
  return <OrderedRegions key={pathname} pathname={pathname} regions={regions} />;
}

/**
 * One page's regions, loading at once and showing top to bottom (see useRevealInOrder). On the page the server
 * rendered, a region out of sight waits until the shopper comes near it, and the page counts as hydrated
 * without it.
 */
function OrderedRegions({ regions, pathname }: { regions: RegionSpec[]; pathname: string }) {
  const hydrating = useContext(HydratingPageContext);
  const rendered = hydrating?.path === pathname;
  const outOfSight = rendered ? hydrating.outOfSight : ALL_IN_SIGHT;
  const { revealed, settle, allSettled } = useRevealInOrder(regions.length, rendered);
  const nearby = useMemo(
    () => regions.map((region) => outOfSight.whenNear(regionName(region))),
    [regions, outOfSight],
  );
  // One callback per region for the page's life: a region's props change only when it is revealed, so a
  // region the browser has not hydrated yet gets no update (React would drop its server HTML for it).
  const settlers = useMemo(
    () =>
      regions.map((region, index) => () => {
        settle(index);
        outOfSight.hydrated(regionName(region));
      }),
    [regions, settle, outOfSight],
  );
  useEffect(() => {
    nearby.forEach((near, index) => near && settle(index));
  }, [nearby, settle]);
  useEffect(() => {
    if (rendered && allSettled) hydrating.hydrated();
  }, [rendered, allSettled, hydrating]);
  return (
    <>
      {regions.map((region, index) => (
        <RemoteRegion
          key={`${pathname}:${region.remote}/${region.module}`}
          {...region}
          revealed={revealed(index)}
          onSettled={settlers[index]}
          near={nearby[index]}
        />
      ))}
    </>
  );
}
