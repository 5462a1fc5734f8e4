import { useSearchParams } from 'react-router';

/** /models?body={body-type}: the model list. */
export function ModelsPage(_props: { variant?: string }) {
  const [params] = useSearchParams();
  const body = params.get('body');
  return (
    <section aria-labelledby="models-heading">
      <h1 id="models-heading">{body ? `Models: ${body}` : 'Models'}</h1>
    </section>
  );
}
