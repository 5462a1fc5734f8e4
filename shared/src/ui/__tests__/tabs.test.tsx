import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { testSite } from '../../../testing/fixtures';
import { createTheme } from '../../theme/theme';
import { Tabs } from '../tabs';

function renderTabs() {
  return render(
    <ThemeProvider theme={createTheme(testSite().theme)}>
      <Tabs
        label="Warranty"
        tabs={[
          { label: 'New', content: <p>New vehicle cover</p> },
          { label: 'Used', content: <p>Used vehicle cover</p> },
          { label: 'Extended', content: <p>Extended cover</p> },
        ]}
      />
    </ThemeProvider>,
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a named tablist whose selected tab controls the one visible panel, named by that tab', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Warranty' })).toBeInTheDocument();
    expect(tab('New')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Used')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('New');
    expect(panel).toHaveTextContent('New vehicle cover');
    expect(tab('New')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
  });

  it('keeps only the selected tab in the Tab order and selects a clicked tab', () => {
    renderTabs();
    expect(tab('New')).toHaveAttribute('tabindex', '0');
    expect(tab('Used')).toHaveAttribute('tabindex', '-1');
    fireEvent.click(tab('Used'));
    expect(tab('Used')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Used')).toHaveAttribute('tabindex', '0');
    expect(tab('New')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Used vehicle cover');
  });

  it('moves focus and selection with the arrow keys (wrapping), Home and End', () => {
    renderTabs();
    tab('New').focus();
    fireEvent.keyDown(tab('New'), { key: 'ArrowRight' });
    expect(tab('Used')).toHaveFocus();
    expect(tab('Used')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('Used'), { key: 'End' });
    expect(tab('Extended')).toHaveFocus();
    fireEvent.keyDown(tab('Extended'), { key: 'ArrowRight' });
    expect(tab('New')).toHaveFocus();
    fireEvent.keyDown(tab('New'), { key: 'ArrowLeft' });
    expect(tab('Extended')).toHaveFocus();
    fireEvent.keyDown(tab('Extended'), { key: 'Home' });
    expect(tab('New')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('New vehicle cover');
  });

  it('leaves other keys alone', () => {
    renderTabs();
    tab('New').focus();
    fireEvent.keyDown(tab('New'), { key: 'ArrowDown' });
    expect(tab('New')).toHaveFocus();
    expect(tab('New')).toHaveAttribute('aria-selected', 'true');
  });
});
