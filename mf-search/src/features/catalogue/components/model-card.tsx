import { css, useTheme } from '@emotion/react';
import { type VehicleModel } from '@dealerline/shared';
import { ContentLink } from '@dealerline/shared/ui';
import { modelHref } from '../utils/model-href';
import { ModelStatusBadge } from './model-status-badge';

interface ModelCardProps {
  model: VehicleModel;
  /** The slug of the model's manufacturer, for its stock search link. */
  makeSlug: string;
  /** The heading level of the model's name within the page. */
  headingLevel: 'h2' | 'h3';
}

/** A model of the catalogue: picture with its status badge, name, short description; links to its stock. */
export function ModelCard({ model, makeSlug, headingLevel: Heading }: ModelCardProps) {
  const theme = useTheme();
  const image = model.image.thumb ?? model.image.url;
  return (
    <ContentLink
      href={modelHref(model, makeSlug)}
      css={css`
        position: relative;
        display: flex;
        flex-direction: column;
        gap: ${theme.space(1)};
        height: 100%;
        padding: ${theme.space(3)};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radius}px;
        color: ${theme.colors.text};
        text-decoration: none;
        &:hover,
        &:focus-visible {
          border-color: ${theme.colors.primary};
        }
      `}
    >
      {image && (
        <img
          src={image}
          alt=""
          loading="lazy"
          css={css`
            width: 100%;
            aspect-ratio: 3 / 2;
            object-fit: contain;
          `}
        />
      )}
      <ModelStatusBadge status={model.status} />
      <Heading
        css={css`
          margin: 0;
          font-size: 1.125rem;
        `}
      >
        {model.manufacturer_name} {model.name}
      </Heading>
      {model.short_description && (
        <p
          css={css`
            margin: 0;
            color: ${theme.colors.muted};
          `}
        >
          {model.short_description}
        </p>
      )}
    </ContentLink>
  );
}
