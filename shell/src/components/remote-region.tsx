import { Suspense } from 'react';
import { css } from '@emotion/react';
import type { RemoteName } from '@dealerline/shared';
import { lazyRegion } from '../federation/lazy-region';
import { RegionBoundary } from './errors/region-boundary';

export interface RegionSpec {
  remote: RemoteName;
  module: string;
  variant?: string;
}

const loading = css`
  min-height: 240px;
`;

/** One remote module placed on the page, isolated by its own boundary. */
export function RemoteRegion({ remote, module, variant }: RegionSpec) {
  // lazyRegion caches one component per module: the same component on every render, so state is kept.
  const Region = lazyRegion(remote, module);
  return (
    <RegionBoundary remote={remote} module={module}>
      <Suspense fallback={<div css={loading} aria-busy="true" data-region-loading={remote} />}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached by lazyRegion, see above */}
        <Region variant={variant} />
      </Suspense>
    </RegionBoundary>
  );
}
