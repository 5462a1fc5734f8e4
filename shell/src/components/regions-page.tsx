import { useLocation } from 'react-router';
import { RemoteRegion, type RegionSpec } from './remote-region';

/** A routed page: its remote regions in order. Keyed by path so a failed region retries on navigation. */
export function RegionsPage({ regions }: { regions: RegionSpec[] }) {
  const { pathname } = useLocation();
  return (
    <>
      {regions.map((region) => (
        <RemoteRegion key={`${pathname}:${region.remote}/${region.module}`} {...region} />
      ))}
    </>
  );
}
