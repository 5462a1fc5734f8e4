import { css, useTheme } from '@emotion/react';
import { ContentLink } from '@dealerline/shared/ui';
import { requestPhotosUrl } from '../utils/vehicle-actions';

/** Under the gallery: the request photos form of mf-leads for this car (spec §2 modals, §5). */
export function RequestPhotosLink({ carId }: { carId: number }) {
  const theme = useTheme();
  return (
    <ContentLink
      href={requestPhotosUrl({ id: carId })}
      data-request-photos
      css={css`
        display: inline-block;
        margin-top: ${theme.space(2)};
        color: ${theme.colors.link};
        font-weight: 600;
      `}
    >
      Request More Photos
    </ContentLink>
  );
}
