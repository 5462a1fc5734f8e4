import { useSearchParams } from 'react-router';
import { BODY_TYPE_LABELS, BODY_TYPES } from '@dealerline/shared';
import { LoadError, PageLink } from '@dealerline/shared/ui';
import { bodyTypeFromSlug } from '@dealerline/shared/rules';
import { useGetManufacturersQuery } from '../api/get-manufacturers';
import { useGetModelsQuery } from '../api/get-models';
import { groupModels } from '../utils/group-models';
import { BodyTypeNav } from './body-type-nav';
import { ManufacturerHeading } from './manufacturer-heading';
import { ModelList } from './model-list';

/** /models?body={body-type}: the manufacturer catalogue, each make with its models, narrowed to one body. */
export function ModelsPage(_props: { variant?: string }) {
  const [params] = useSearchParams();
  const bodyValue = params.get('body');
  const body = bodyValue ? bodyTypeFromSlug(bodyValue) : null;
  const manufacturers = useGetManufacturersQuery();
  const models = useGetModelsQuery({});

  const allModels = models.data ?? [];
  const bodies = BODY_TYPES.filter((type) => allModels.some((model) => model.body.includes(type)));
  const unknownBody = Boolean(bodyValue) && body === null;
  const shown = bodyValue
    ? allModels.filter((model) => body !== null && model.body.includes(body))
    : allModels;
  const catalogue = groupModels(manufacturers.data ?? [], shown);
  const loaded = manufacturers.data && models.data;
  const retry = () => {
    if (manufacturers.isError) void manufacturers.refetch();
    if (models.isError) void models.refetch();
  };

  return (
    <section aria-labelledby="models-heading">
      <h1 id="models-heading">{body ? `${BODY_TYPE_LABELS[body]} Models` : 'Models'}</h1>
      {(manufacturers.isLoading || models.isLoading) && <p role="status">Loading models…</p>}
      {(manufacturers.isError || models.isError) && <LoadError what="the models" onRetry={retry} />}
      {loaded && (
        <>
          <BodyTypeNav bodies={bodies} current={body} />
          {catalogue.length === 0 && (
            <p>
              {unknownBody
                ? `We do not know the body type “${bodyValue}”.`
                : 'There are no models of this body type in our range.'}{' '}
              <PageLink to="/models">See all models</PageLink>
            </p>
          )}
          {catalogue.map(({ manufacturer, models: makeModels }) => (
            <section key={manufacturer.slug} aria-labelledby={`make-${manufacturer.slug}`}>
              <ManufacturerHeading manufacturer={manufacturer} level="h2" id={`make-${manufacturer.slug}`} />
              <p>
                <PageLink to={`/brands/${manufacturer.slug}`}>More about {manufacturer.name}</PageLink>
              </p>
              <ModelList models={makeModels} makeSlug={manufacturer.slug} headingLevel="h3" />
            </section>
          ))}
        </>
      )}
    </section>
  );
}
