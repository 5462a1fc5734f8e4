import { UsageError } from '../cli/args';
import type { OpsBackend } from '../cli/ops-backend';
import { ISSUED_TOKEN_HEADINGS, issuedTokenCells } from '../cli/issued-token-columns';
import { formatTable, formatTime } from '../cli/table';
import { OPS_TOKEN_NAME, type OpsTokenAccess } from './named-ops-tokens';

type Print = (text: string) => void;

function checkName(name: string): string {
  if (!OPS_TOKEN_NAME.test(name)) {
    throw new UsageError(
      `Not an ops token name: "${name}" (lower-case letters, digits, ".", "_" and "-", starting with a ` +
        'letter or digit, at most 64)',
    );
  }
  return name;
}

/** What `ops-tokens create` and `list` say a token may do. */
const ACCESS_WORDS: Record<OpsTokenAccess, string> = { read: 'read-only', full: 'full' };

const READ_ONLY_NOTE =
  ' It may only read: the ops API refuses it (403) what changes anything or reveals a secret.';

/**
 * `npm run platform -- ops-tokens create <name> [--read-only]`: a new named ops token (through the platform:
 * with its OPS_TOKEN only; or --local), for one operator or CI pipeline, who then sets it as OPS_TOKEN:
 * everything done with it is recorded as done by <name>. Full unless `access` is read (--read-only: a
 * monitoring system's or dashboard's token, which may call only the ops API's reads that reveal no secret).
 * The token is the only thing on stdout, once; what it is goes to `note` (stderr). A name that has a live
 * token is refused.
 */
export async function opsTokenCreateCommand(
  backend: Pick<OpsBackend, 'createOpsToken'>,
  print: Print,
  name: string,
  options: { actor: string; note: Print; access: OpsTokenAccess },
): Promise<void> {
  const created = await backend.createOpsToken(checkName(name), options.actor, options.access);
  print(created.token);
  options.note(
    `Ops token "${created.name}" (${ACCESS_WORDS[created.access]}), created by ${created.created_by}: it is ` +
      `shown this once, above. Its holder sets it as OPS_TOKEN; what they do is recorded as done by ` +
      `${created.name}.${created.access === 'read' ? READ_ONLY_NOTE : ''} ` +
      `Revoke it with: npm run platform -- ops-tokens revoke ${created.name}`,
  );
}

/** `ops-tokens list`: the named ops tokens, live and revoked, and what each may do (never the tokens). */
export async function opsTokensListCommand(
  backend: Pick<OpsBackend, 'listOpsTokens'>,
  print: Print,
): Promise<void> {
  const tokens = await backend.listOpsTokens();
  if (tokens.length === 0) {
    print(
      'No named ops tokens (create one with the OPS_TOKEN: npm run platform -- ops-tokens create <name>)',
    );
    return;
  }
  print(
    formatTable(
      ['NAME', 'ACCESS', ...ISSUED_TOKEN_HEADINGS],
      tokens.map((token) => [token.name, ACCESS_WORDS[token.access], ...issuedTokenCells(token)]),
    ),
  );
}

/** `ops-tokens revoke <name>`: the ops API refuses that name's token from the next request; the others stay. */
export async function opsTokenRevokeCommand(
  backend: Pick<OpsBackend, 'revokeOpsToken'>,
  print: Print,
  name: string,
  actor: string,
): Promise<void> {
  const revoked = await backend.revokeOpsToken(checkName(name), actor);
  print(
    revoked.changed
      ? `Revoked the ops token "${revoked.name}" (by ${revoked.revoked_by ?? '?'}): the ops API refuses it ` +
          'from the next request; the other tokens are untouched.'
      : `"${revoked.name}" has no live ops token (the last was revoked ` +
          `${formatTime(revoked.revoked_at!)} by ${revoked.revoked_by ?? '?'}); nothing changed.`,
  );
}
