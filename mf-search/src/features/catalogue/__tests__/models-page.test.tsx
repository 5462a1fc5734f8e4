import { screen, within } from '@testing-library/react';
import { installFakeFetch, renderWithPlatform, type FakeFetch } from '@dealerline/shared/testing';
import ModelsPageExpose from '../../../exposes/models-page';
import { mazda, model, toyota } from './catalogue-fixtures';

const models = [
  model(toyota, { name: 'RAV4', body: ['suv'], status: 'all_new', path: '/search/toyota/rav4' }),
  model(toyota, { name: 'HiLux', body: ['ute', 'cabChassis'] }),
  model(toyota, {
    name: 'bZ Woodland',
    body: ['suv'],
    status: 'coming_soon',
    override_url: 'https://toyota.example/bz',
  }),
  model(mazda, { name: 'CX-5', body: ['suv'] }),
  model(mazda, { name: 'Mazda3', body: ['hatch', 'sedan'] }),
];

let network: FakeFetch;
beforeEach(() => {
  network = installFakeFetch({
    '/api/manufacturers': { body: { manufacturers: [mazda, toyota] } },
    '/api/models': { body: { models } },
  });
});
afterEach(() => network.restore());

const modelCard = (name: string) => screen.getByRole('link', { name: new RegExp(name) });

describe('models page', () => {
  it('lists the models of one body type under their manufacturers', async () => {
    renderWithPlatform(<ModelsPageExpose />, { url: '/models?body=suv' });

    expect(await screen.findByRole('heading', { level: 1, name: 'SUV Models' })).toBeInTheDocument();
    const makes = await screen.findAllByRole('heading', { level: 2 });
    expect(makes.map((heading) => heading.textContent)).toEqual(['Mazda', 'Toyota']);
    const toyotaModels = screen.getByRole('region', { name: 'Toyota' });
    expect(
      within(toyotaModels)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Toyota RAV4', 'Toyota bZ Woodland']);
    expect(screen.queryByText('Toyota HiLux')).not.toBeInTheDocument();
    expect(within(toyotaModels).getByRole('link', { name: 'More about Toyota' })).toHaveAttribute(
      'href',
      '/brands/toyota',
    );
  });

  it('badges all-new and coming-soon models, and no others', async () => {
    renderWithPlatform(<ModelsPageExpose />, { url: '/models?body=suv' });
    await screen.findByText('Toyota RAV4');

    expect(within(modelCard('Toyota RAV4')).getByText('All New')).toBeInTheDocument();
    expect(within(modelCard('Toyota bZ Woodland')).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(modelCard('Mazda CX-5')).queryByText(/All New|Coming Soon/)).not.toBeInTheDocument();
  });

  it("links each model to its override URL, else its path, else its make and model's stock", async () => {
    renderWithPlatform(<ModelsPageExpose />, { url: '/models?body=suv' });
    await screen.findByText('Toyota RAV4');

    expect(modelCard('Toyota bZ Woodland')).toHaveAttribute('href', 'https://toyota.example/bz');
    expect(modelCard('Toyota RAV4')).toHaveAttribute('href', '/search/toyota/rav4');
    expect(modelCard('Mazda CX-5')).toHaveAttribute('href', '/search/mazda/cx-5');
  });

  it('shows every model without a body, with links to the body types that have models', async () => {
    renderWithPlatform(<ModelsPageExpose />, { url: '/models' });

    expect(await screen.findByText('Toyota HiLux')).toBeInTheDocument();
    expect(screen.getByText('Mazda Mazda3')).toBeInTheDocument();
    const bodies = within(screen.getByRole('navigation', { name: 'Body types' })).getAllByRole('link');
    expect(bodies.map((link) => link.textContent)).toEqual([
      'All models',
      'Cab Chassis',
      'Hatch',
      'Sedan',
      'SUV',
      'Ute',
    ]);
    expect(bodies[0]).toHaveAttribute('aria-current', 'page');
    expect(bodies[4]).toHaveAttribute('href', '/models?body=suv');
  });

  it('reads a body slug as its body type', async () => {
    renderWithPlatform(<ModelsPageExpose />, { url: '/models?body=cab-chassis' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Cab Chassis Models' })).toBeInTheDocument();
    expect(await screen.findByText('Toyota HiLux')).toBeInTheDocument();
    expect(screen.queryByText('Toyota RAV4')).not.toBeInTheDocument();
  });

  it('says so for a body type without models or an unknown one', async () => {
    const { unmount } = renderWithPlatform(<ModelsPageExpose />, { url: '/models?body=bus' });
    expect(await screen.findByText(/There are no models of this body type in our range/)).toBeInTheDocument();
    unmount();

    renderWithPlatform(<ModelsPageExpose />, { url: '/models?body=spaceship' });
    expect(await screen.findByText(/We do not know the body type “spaceship”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all models' })).toHaveAttribute('href', '/models');
  });
});
