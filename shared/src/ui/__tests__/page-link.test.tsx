import { memo, Profiler } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { renderWithPlatform } from '../../../testing';
import { PageLink } from '../page-link';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

function GoButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/search/used-cars?page=2')}>
      Go
    </button>
  );
}

const where = () => screen.getByLabelText('where').textContent;

describe('PageLink', () => {
  it('links to the path and follows a plain click in the page', () => {
    renderWithPlatform(
      <>
        <PageLink to="/cars/2021-toyota-hilux">2021 Toyota HiLux</PageLink>
        <Where />
      </>,
      { url: '/search/used-cars' },
    );
    const link = screen.getByRole('link', { name: '2021 Toyota HiLux' });
    expect(link).toHaveAttribute('href', '/cars/2021-toyota-hilux');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(where()).toBe('/cars/2021-toyota-hilux');
  });

  it('leaves a click with a modifier key or into another window to the browser', () => {
    renderWithPlatform(
      <>
        <PageLink to="/cars/a">A</PageLink>
        <PageLink to="/cars/b" target="_blank">
          B
        </PageLink>
        <Where />
      </>,
      { url: '/search/used-cars' },
    );
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    fireEvent(screen.getByRole('link', { name: 'A' }), ctrl);
    const blank = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(screen.getByRole('link', { name: 'B' }), blank);
    expect(ctrl.defaultPrevented).toBe(false);
    expect(blank.defaultPrevented).toBe(false);
    expect(where()).toBe('/search/used-cars');
  });

  it('does not render again when the location changes', () => {
    const renders: string[] = [];
    const Links = memo(function Links() {
      return (
        <Profiler id="links" onRender={(_id, phase) => renders.push(phase)}>
          <PageLink to="/cars/a">A</PageLink>
        </Profiler>
      );
    });
    renderWithPlatform(
      <>
        <Links />
        <GoButton />
        <Where />
      </>,
      { url: '/search/used-cars' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(where()).toBe('/search/used-cars?page=2');
    expect(renders).toEqual(['mount']);
  });
});
