import { css, useTheme } from '@emotion/react';
import { mq, type VehicleModel } from '@dealerline/shared';
import { ModelCard } from './model-card';

interface ModelListProps {
  models: readonly VehicleModel[];
  makeSlug: string;
  headingLevel: 'h2' | 'h3';
}

/** A grid of model cards. */
export function ModelList({ models, makeSlug, headingLevel }: ModelListProps) {
  const theme = useTheme();
  return (
    <ul
      css={css`
        display: grid;
        grid-template-columns: repeat(2, minmax(0, 1fr));
        gap: ${theme.space(3)};
        margin: 0 0 ${theme.space(6)};
        padding: 0;
        list-style: none;
        ${mq('md')} {
          grid-template-columns: repeat(3, minmax(0, 1fr));
        }
        ${mq('lg')} {
          grid-template-columns: repeat(4, minmax(0, 1fr));
        }
      `}
    >
      {models.map((model) => (
        <li key={model.id}>
          <ModelCard model={model} makeSlug={makeSlug} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
