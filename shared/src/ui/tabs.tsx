import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';

export interface TabItem {
  label: string;
  content: ReactNode;
}

/** Which tab a key moves to from `index` of `count`, or null for a key the tabs do not handle. */
function target(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Tabs by the WAI-ARIA tabs pattern with automatic activation: a tablist named by `label`, only the selected
 * tab in the Tab order, the arrow keys (wrapping), Home and End move focus and select, and each panel is
 * named by its tab and focusable. Nothing for no tabs.
 */
export function Tabs({ label, tabs }: { label: string; tabs: readonly TabItem[] }) {
  const theme = useTheme();
  const id = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (tabs.length === 0) return null;
  const shown = Math.min(selected, tabs.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = target(event.key, shown, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      css={css`
        margin: ${theme.space(4)} 0;
      `}
    >
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space(1)};
          border-bottom: 2px solid ${theme.colors.border};
        `}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === shown}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === shown ? 0 : -1}
            onClick={() => setSelected(index)}
            css={css`
              margin-bottom: -2px;
              padding: ${theme.space(2)} ${theme.space(4)};
              border: 0;
              border-bottom: 3px solid ${index === shown ? theme.colors.primary : 'transparent'};
              background: none;
              color: ${index === shown ? theme.colors.link : theme.colors.text};
              font: inherit;
              font-weight: ${index === shown ? 700 : 400};
              cursor: pointer;
            `}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          tabIndex={0}
          hidden={index !== shown}
          css={css`
            padding: ${theme.space(3)} 0;
          `}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
