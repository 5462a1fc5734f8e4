import { css, useTheme } from '@emotion/react';
import { mq, useSite, type Car } from '@dealerline/shared';
import { keySpecs } from '../utils/key-specs';

/** The key specifications (spec §2): a two-column list of label and value from md up. */
export function KeySpecsList({ car }: { car: Car }) {
  const site = useSite();
  const theme = useTheme();
  const specs = keySpecs(car, site.used_label);
  return (
    <section aria-labelledby="vehicle-specs-heading">
      <h2 id="vehicle-specs-heading">Key specifications</h2>
      <dl
        css={css`
          display: grid;
          grid-template-columns: 1fr;
          gap: 0 ${theme.space(6)};
          margin: 0;
          ${mq('md')} {
            grid-template-columns: 1fr 1fr;
          }
        `}
      >
        {specs.map(({ key, label, value }) => (
          <div
            key={key}
            data-spec={key}
            css={css`
              display: flex;
              justify-content: space-between;
              gap: ${theme.space(3)};
              padding: ${theme.space(2)} 0;
              border-bottom: 1px solid ${theme.colors.border};
            `}
          >
            <dt
              css={css`
                color: ${theme.colors.muted};
              `}
            >
              {label}
            </dt>
            <dd
              css={css`
                margin: 0;
                font-weight: 600;
                text-align: right;
                overflow-wrap: anywhere;
              `}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
