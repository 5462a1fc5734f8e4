import { useParams } from 'react-router';
import { useSite } from '@dealerline/shared';
import { pageTitle } from '@dealerline/shared/rules';
import { LoadError, PageLink, useDocumentTitle } from '@dealerline/shared/ui';
import { FixedCarList } from '../../../components/fixed-car-list';
import { useGetManufacturersQuery } from '../api/get-manufacturers';
import { useGetModelsQuery } from '../api/get-models';
import { ManufacturerHeading } from './manufacturer-heading';
import { ModelList } from './model-list';

/** How many of the make's latest cars the brand page shows. */
export const BRAND_STOCK_LIMIT = 8;

/** /brands/{manufacturer}: one manufacturer's logo and name, its models and its stock. */
export function BrandPage(_props: { variant?: string }) {
  const { manufacturer: slug = '' } = useParams();
  const manufacturers = useGetManufacturersQuery();
  const manufacturer = manufacturers.data?.find((make) => make.slug === slug.toLowerCase());
  const models = useGetModelsQuery({ manufacturer: manufacturer?.slug }, { skip: !manufacturer });
  const site = useSite();
  const name = manufacturer
    ? `${manufacturer.name} Models`
    : manufacturers.data
      ? 'Brand not found'
      : 'Brands';
  useDocumentTitle(pageTitle(name, site.name));

  if (manufacturers.isLoading) return <p role="status">Loading…</p>;
  if (manufacturers.isError)
    return (
      <section aria-labelledby="brand-heading">
        <h1 id="brand-heading">Brands</h1>
        <LoadError what="this brand" onRetry={() => void manufacturers.refetch()} />
      </section>
    );
  if (!manufacturer)
    return (
      <section aria-labelledby="brand-heading">
        <h1 id="brand-heading">Brand not found</h1>
        <p>
          We do not sell “{slug}”. <PageLink to="/models">See the brands and models we sell</PageLink> or{' '}
          <PageLink to="/search/new-used-and-demo-cars/">search all our stock</PageLink>.
        </p>
      </section>
    );

  return (
    <section aria-labelledby="brand-heading">
      <ManufacturerHeading manufacturer={manufacturer} level="h1" id="brand-heading" />
      <p>
        <PageLink to={`/search/${manufacturer.slug}`}>View all {manufacturer.name} stock</PageLink>
      </p>
      <section aria-labelledby="brand-models-heading">
        <h2 id="brand-models-heading">{manufacturer.name} models</h2>
        {models.isLoading && <p role="status">Loading models…</p>}
        {models.isError && <LoadError what="the models" onRetry={() => void models.refetch()} />}
        {models.data?.length === 0 && <p>No models are listed for {manufacturer.name} yet.</p>}
        {models.data && models.data.length > 0 && (
          <ModelList models={models.data} makeSlug={manufacturer.slug} headingLevel="h3" />
        )}
      </section>
      <FixedCarList
        heading={`Latest ${manufacturer.name} stock`}
        filters={`make_slug:${manufacturer.slug}`}
        limit={BRAND_STOCK_LIMIT}
        sortBy="latest"
      />
    </section>
  );
}
