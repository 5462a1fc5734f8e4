import { useId, useState, type ReactNode } from 'react';
import { ClassNames, css, useTheme, type Theme } from '@emotion/react';

const styles = {
  group: (theme: Theme) => css`
    margin: 0;
    padding: ${theme.space(3)} 0;
    border: 0;
    border-bottom: 1px solid ${theme.colors.border};
    min-width: 0;
    /* A group inside a group (Popular Makes, All Makes) reads as a sub-heading. */
    fieldset & {
      padding: ${theme.space(1)} 0;
      border-bottom: 0;
      font-size: 0.9375rem;
    }
  `,
  legend: css`
    float: left;
    width: 100%;
    padding: 0;
    & + * {
      clear: both;
    }
  `,
  toggle: (theme: Theme) => css`
    display: flex;
    justify-content: space-between;
    width: 100%;
    padding: ${theme.space(1)} 0;
    border: 0;
    background: none;
    font: inherit;
    font-weight: 600;
    color: ${theme.colors.text};
    cursor: pointer;
  `,
  body: (theme: Theme) => css`
    padding-top: ${theme.space(2)};
  `,
};

interface FilterGroupProps {
  title: string;
  children: ReactNode;
  /** Open at first (default); the shopper can collapse and expand it. */
  defaultOpen?: boolean;
}

/**
 * A collapsible group of the filter panel: a fieldset whose legend is the toggle button. A collapsed group's
 * body is not rendered at all (All Makes holds some fifty checkboxes, which every filter click rendered again).
 */
export function FilterGroup({ title, children, defaultOpen = true }: FilterGroupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const theme = useTheme();
  return (
    // One ClassNames for the group's four elements instead of a css prop on each (two components apiece): the
    // panel holds some twenty groups and a filter click renders them again.
    <ClassNames>
      {({ css: className }) => (
        <fieldset className={className(styles.group(theme))}>
          <legend className={className(styles.legend)}>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={bodyId}
              onClick={() => setOpen(!open)}
              className={className(styles.toggle(theme))}
            >
              {title}
              <span aria-hidden="true">{open ? '−' : '+'}</span>
            </button>
          </legend>
          <div id={bodyId} hidden={!open} className={className(styles.body(theme))}>
            {open && children}
          </div>
        </fieldset>
      )}
    </ClassNames>
  );
}
