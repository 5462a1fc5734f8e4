import { readEnvConfig } from '../config';
import { OpsError, type OpsBackend } from '../cli/ops-backend';
import { createDealerTokenStore } from './dealer-tokens';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `npm run platform -- dealer-token <dealership-slug>`: issues a new dealer leads API token for one of the
 * platform's dealerships (`sites list` names them) and prints it once (only its SHA-256 is kept, in
 * DATA_DIR/dealer-tokens.json; earlier tokens stay valid). A slug no site has is refused: its token would
 * only ever be answered 401.
 */
export async function dealerTokenCommand(
  backend: Pick<OpsBackend, 'listSites'>,
  print: (text: string) => void,
  slug: string,
  dataDir = readEnvConfig().dataDir,
): Promise<number> {
  if (!SLUG.test(slug)) {
    console.error(`Not a dealership slug: "${slug}"`);
    return 2;
  }
  const sites = await backend.listSites();
  if (!sites.some((site) => site.dealerships.includes(slug))) {
    throw new OpsError(`No dealership "${slug}" on this platform (sites list shows each site's dealerships)`);
  }
  print(await createDealerTokenStore(dataDir).issue(slug));
  return 0;
}
