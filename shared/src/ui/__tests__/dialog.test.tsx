import { useRef, useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { testSite } from '../../../testing/fixtures';
import { createTheme } from '../../theme/theme';
import { Dialog } from '../dialog';

function Page({ onPageKey = () => undefined }: { onPageKey?: (key: string) => void }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <ThemeProvider theme={createTheme(testSite().theme)}>
      <div onKeyDown={(event) => onPageKey(event.key)}>
        <button ref={opener} type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        {open && (
          <Dialog title="About this car" onClose={() => setOpen(false)} returnFocusTo={opener}>
            <p>Details</p>
            <a href="/more">More</a>
          </Dialog>
        )}
      </div>
    </ThemeProvider>
  );
}

describe('Dialog', () => {
  it('is a named modal dialog that takes focus, keeps Tab inside and stops the page scrolling', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'About this car' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const more = within(dialog).getByRole('link', { name: 'More' });
    expect(close).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(more).toHaveFocus();
    fireEvent.keyDown(more, { key: 'Tab' });
    expect(close).toHaveFocus();
  });

  it('closes on Escape without the key reaching the page, and gives focus back to the opener', () => {
    const pageKeys: string[] = [];
    render(<Page onPageKey={(key) => pageKeys.push(key)} />);
    const open = screen.getByRole('button', { name: 'Open' });
    fireEvent.click(open);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pageKeys).toEqual([]);
    expect(open).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the close button and on a click on the backdrop', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByRole('dialog').previousElementSibling!;
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
