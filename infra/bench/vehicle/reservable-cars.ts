import { algoliasearch } from 'algoliasearch';

export interface ReservableCar {
  objectID: string;
  slug: string;
  price: number;
}

/** Cars a site's search offers that the reserve rule allows (in stock, not reserved, over $200). */
export async function reservableCars(
  platformUrl: string,
  site: string,
  limit: number,
): Promise<ReservableCar[]> {
  const res = await fetch(`${platformUrl}/api/site-config?site=${site}`);
  const { site: config } = (await res.json()) as {
    site: { search: { appId: string; apiKey: string; indexName: string; host: string } };
  };
  const shopper = algoliasearch(config.search.appId, config.search.apiKey, {
    hosts: [{ url: config.search.host, accept: 'readWrite', protocol: 'http' }],
  });
  const answer = await shopper.searchSingleIndex<ReservableCar>({
    indexName: config.search.indexName,
    searchParams: { filters: 'status:in_stock AND reserved:false AND price > 200', hitsPerPage: limit },
  });
  return answer.hits;
}
