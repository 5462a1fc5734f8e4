import { css, useTheme } from '@emotion/react';
import type { SearchFacetItem } from '@dealerline/shared';
import { DEFAULT_SEARCH_PATH, searchUrl } from '../../../lib/search';
import { MakeSelect } from './make-select';
import { ModelChoice } from './model-choice';
import { SelectField } from './select-field';
import { ShowMeLink } from './show-me-link';
import { useEntryChoice } from '../utils/use-entry-choice';

/** Search by make and model: make (with counts) → its models (with counts) → "Show Me N vehicles". */
export function MakeModelSearch({ makes }: { makes: readonly SearchFacetItem[] }) {
  const theme = useTheme();
  const [{ make, model }, choose] = useEntryChoice();
  const chosenMake = makes.find((item) => item.value === make);
  const total = makes.reduce((sum, item) => sum + item.count, 0);
  return (
    <section aria-labelledby="make-model-heading">
      <h2 id="make-model-heading">Find your next vehicle</h2>
      <div
        role="search"
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space(3)};
          margin-bottom: ${theme.space(6)};
          padding: ${theme.space(4)};
          border-radius: ${theme.radius}px;
          background: ${theme.colors.surface};
        `}
      >
        <MakeSelect
          makes={makes}
          value={chosenMake ? make : ''}
          onChange={(next) => choose({ make: next, model: '' })}
        />
        {chosenMake ? (
          <ModelChoice
            make={make}
            makeCount={chosenMake.count}
            model={model}
            onModelChange={(next) => choose({ make, model: next })}
          />
        ) : (
          <>
            <SelectField label="Model" value="" onChange={() => undefined} disabled>
              <option value="">Choose a make first</option>
            </SelectField>
            <ShowMeLink count={total} href={searchUrl({}, DEFAULT_SEARCH_PATH, { scrollTop: true })} />
          </>
        )}
      </div>
    </section>
  );
}
