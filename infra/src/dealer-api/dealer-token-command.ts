import { UsageError } from '../cli/args';
import type { OpsBackend } from '../cli/ops-backend';
import { ISSUED_TOKEN_HEADINGS, issuedTokenCells } from '../cli/issued-token-columns';
import { formatTable, formatTime } from '../cli/table';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID = /^[0-9]{1,9}$/;

type Print = (text: string) => void;
type Backend = Pick<OpsBackend, 'issueDealerToken' | 'listDealerTokens' | 'revokeDealerToken'>;

/** A dealership slug as the commands taking one check it, before asking the platform. */
export function checkSlug(slug: string): string {
  if (!SLUG.test(slug)) throw new UsageError(`Not a dealership slug: "${slug}"`);
  return slug;
}

/**
 * `npm run platform -- dealer-token <dealership-slug> [--label <text>]`: issues a new dealer leads API token
 * for one of the platform's dealerships (`sites list` names them) through the platform (the ops API keeps
 * only its SHA-256, in the database, so every server knows it). The token is the only thing on stdout, once;
 * what it is goes to `note` (stderr). Earlier tokens stay valid until revoked. A dealership the platform
 * does not have is refused.
 */
export async function dealerTokenCommand(
  backend: Pick<Backend, 'issueDealerToken'>,
  print: Print,
  slug: string,
  options: { label?: string; actor: string; note: Print },
): Promise<void> {
  const issued = await backend.issueDealerToken(
    checkSlug(slug),
    options.label?.trim() || null,
    options.actor,
  );
  print(issued.token);
  options.note(
    `Dealer token ${issued.id} for ${issued.dealership}${issued.label ? ` (${issued.label})` : ''}, ` +
      `issued by ${issued.created_by}: it is shown this once, above. ` +
      `Revoke it with: npm run platform -- dealer-tokens revoke ${issued.dealership} ${issued.id}`,
  );
}

/** `dealer-tokens list <dealership-slug>`: the dealership's tokens, live and revoked (never the tokens). */
export async function dealerTokensListCommand(
  backend: Pick<Backend, 'listDealerTokens'>,
  print: Print,
  slug: string,
): Promise<void> {
  const tokens = await backend.listDealerTokens(checkSlug(slug));
  if (tokens.length === 0) {
    print(`${slug} has no dealer tokens (issue one: npm run platform -- dealer-token ${slug})`);
    return;
  }
  print(
    formatTable(
      ['ID', 'LABEL', ...ISSUED_TOKEN_HEADINGS],
      tokens.map((token) => [String(token.id), token.label ?? '', ...issuedTokenCells(token)]),
    ),
  );
}

/** `dealer-tokens revoke <dealership-slug> <id>`: the dealer API refuses that token from the next request. */
export async function dealerTokenRevokeCommand(
  backend: Pick<Backend, 'revokeDealerToken'>,
  print: Print,
  slug: string,
  id: string,
  actor: string,
): Promise<void> {
  if (!ID.test(id))
    throw new UsageError(`Not a dealer token id: "${id}" (dealer-tokens list ${slug} shows them)`);
  const revoked = await backend.revokeDealerToken(checkSlug(slug), Number(id), actor);
  print(
    revoked.changed
      ? `Revoked dealer token ${revoked.id} of ${revoked.dealership} (by ${actor}): the dealer API refuses it ` +
          'from the next request.'
      : `Dealer token ${revoked.id} of ${revoked.dealership} was already revoked ` +
          `(${formatTime(revoked.revoked_at!)} by ${revoked.revoked_by ?? '?'}); nothing changed.`,
  );
}
