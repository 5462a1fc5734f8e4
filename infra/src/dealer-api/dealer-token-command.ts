import { readEnvConfig } from '../config';
import { createDealerTokenStore } from './dealer-tokens';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `npm run platform -- dealer-token <dealership-slug>`: issues a new dealer leads API token for the
 * dealership and prints it once (only its SHA-256 is kept, in DATA_DIR/dealer-tokens.json; earlier tokens
 * stay valid). The server answers 401 to a token whose dealership does not exist.
 */
export async function dealerTokenCommand(print: (text: string) => void, slug: string): Promise<number> {
  if (!SLUG.test(slug)) {
    console.error(`Not a dealership slug: "${slug}"`);
    return 2;
  }
  const token = await createDealerTokenStore(readEnvConfig().dataDir).issue(slug);
  print(token);
  return 0;
}
