import { readEnvConfig } from '../config';
import { resolveActor } from './actor';
import { importCommand, seedCommand } from './data-commands';
import { flagSwitch, flagText, parseArgs, UsageError, type ParsedArgs } from './args';
import { checkCommand } from './commands';
import {
  dealerTokenCommand,
  dealerTokenRevokeCommand,
  dealerTokensListCommand,
} from '../dealer-api/dealer-token-command';
import { connect } from './connect';
import {
  webhookSecretRotateCommand,
  webhookSecretShowCommand,
} from '../lead-delivery/webhook-secret-command';
import { reservationsCommand } from './reservation-commands';
import { leadsCommand } from './lead-commands';
import { leadsResendCommand } from './lead-resend-command';
import {
  opsTokenCreateCommand,
  opsTokenRevokeCommand,
  opsTokensListCommand,
} from '../ops/named-ops-token-commands';
import { OpsError, type OpsBackend } from './ops-backend';
import {
  remotesList,
  remotesPromote,
  remotesPublish,
  remotesRetire,
  remotesRollback,
} from './remote-commands';
import { reindexCommand, searchCredentialsCommand } from './search-commands';
import { sitesList } from './site-commands';
import { sitesPut, sitesShow } from './site-document-commands';

const USAGE = `Usage: npm run platform -- <command>

  remotes list [<remote>]                                  live version, published versions and history
  remotes publish <remote> [--from <dir>] [--note <text>]  publish a build (default dir: <remote>/dist)
  remotes promote <remote> <version>                       make a published version live
  remotes rollback <remote>                                return to the version promoted before
  remotes retire <remote> <version> [--reason <text>]      never let a bad version go live again (promote
                                                           refuses it, rollback passes over it)
  sites list                                               demo sites, their URLs and cars
  sites show <slug>                                        the site's whole document as JSON (site config,
                                                           stock filter, dealerships, lead channels,
                                                           locations, hours), as sites put takes it
  sites put <file.json> [--dry-run]                        create the document's site, or replace it; refused
                                                           whole (exit 1) with each problem's JSON path;
                                                           --dry-run: check it and print what would change
  import --site <slug> <file.json|file.csv> [--full]       import an inventory feed (--full: cars missing
      [--dealership <slug>] [--dry-run]                    from the feed are marked sold; refused when that
      [--allow-mass-sale]                                  is more than a quarter of the listed cars, 10 or
                                                           more, unless --allow-mass-sale); --dealership: a
                                                           dealership's own feed (its rows are that
                                                           dealership's; --full marks only its cars sold);
                                                           --dry-run: print what it would do, write nothing
  seed [--cars <n>] [--reset] [--seed <n>]                 generate the demo inventory (default DEMO_CARS or
                                                           10000 cars; --reset replaces every car)
  reindex                                                  rebuild the search index (Car_production) from the
                                                           database, with progress
  search credentials                                       the search backend, application id and keys
  leads status [--limit <n>]                               lead delivery across dealerships: first deliveries
                                                           pending and failed (the oldest aged from when its
                                                           shopper sent it), resends apart (aged from when
                                                           they were asked for), delivered (24 h), errors
  leads retry <lead-id> | --failed | --all                 make a pending or failed lead (every failed one;
                                                           every one not delivered) due now, attempts kept
  leads resend <lead-id>... | --dealership <slug>          send delivered leads again (a dealer never got
      --since <time> [--until <time>] [--dry-run]          them): due now, marked as resends, on the
                                                           dealership's channels now; all or none, at most
                                                           200 at once; <time>: ISO with its offset, or ago
                                                           (90m, 6h, 2d); --dry-run lists them
  reservations list [--site <slug>] [--status <s>]        the newest reservations (reference, car, deposit,
      [--limit <n>]                                        status; no personal data); <s>: confirmed,
                                                           cancelled or refunded
  reservations cancel <reservation-id> [--refund]          the sale did not go ahead: the reservation is
      [--reason <text>]                                    cancelled, the car free to reserve and buy online
                                                           again; --refund gives the deposit back through the
                                                           payment provider
  dealer-token <dealership-slug> [--label <text>]          issue a dealer leads API token, printed once (GET
                                                           /api/dealer/leads, Authorization: Bearer <token>)
  dealer-tokens list <dealership-slug>                     the dealership's tokens (id, label, live/revoked)
  dealer-tokens revoke <dealership-slug> <id>              revoke one: refused from the next request on
  webhook-secret show <dealership-slug>                    the secret its lead webhooks are signed with
                                                           (X-Dealerline-Signature; made if it has none),
                                                           alone on stdout, for the dealer's developer
  webhook-secret rotate <dealership-slug> [--grace <t>]    a new secret, printed once; the old one also signs
                                                           for <t> (0, 90m, 6h, 2d; default 24h, at most 7d;
                                                           0 for a leaked one); refused while an earlier
                                                           rotation's old secret still signs, unless
                                                           --cut-grace (that one then stops at once)
  ops-tokens create <name> [--read-only]                   a named ops token for one operator or pipeline,
                                                           printed once (needs the OPS_TOKEN); what is done
                                                           with it is recorded as done by <name>;
                                                           --read-only: it may only read (no change, no
                                                           secret), e.g. for monitoring; else full
  ops-tokens list                                          the named ops tokens (name, access, live/revoked,
                                                           by whom)
  ops-tokens revoke <name>                                 revoke one: refused from the next request on, the
                                                           others untouched

Options: --actor <name> for remotes publish, promote, rollback, retire, sites put, leads resend,
reservations cancel, dealer-token, dealer-tokens revoke, webhook-secret rotate and ops-tokens create and
revoke (else OPS_ACTOR, else your user name; with a named ops token as OPS_TOKEN, the token's name,
whatever these say). --local (any command): act on the database itself, without a platform.
A command refuses options and arguments it does not take. \`help\` or --help prints this.
Acts through a platform's ops API: PLATFORM_URL, else the server DATA_DIR/server.json names, else
http://127.0.0.1:$PORT (token from OPS_TOKEN or DATA_DIR/secrets.json). One that does not answer as the
platform, or refuses the token, stops the command (exit 1): nothing else is tried. --local opens the
database directly instead (DATABASE_URL, else the embedded one in DATA_DIR; not with PLATFORM_URL).
Every command first says, on stderr, which platform or database it acts on.`;

type Env = Record<string, string | undefined>;

function need(args: ParsedArgs, index: number, what: string): string {
  const value = args.positional[index];
  if (!value) throw new UsageError(`Missing ${what}`);
  return value;
}

function count(args: ParsedArgs, name: string): number | undefined {
  const text = flagText(args, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new UsageError(`--${name} must be a whole number ≥ 0`);
  return value;
}

/** Runs one command; returns its exit code (0 unless the command says otherwise). */
async function run(
  args: ParsedArgs,
  backend: OpsBackend,
  print: (text: string) => void,
  io: { env: Env; note: (text: string) => void },
): Promise<number | void> {
  const [group, command] = args.positional;
  if (group === 'import') {
    const site = flagText(args, 'site');
    if (!site) throw new UsageError('Missing --site <slug>');
    return importCommand(backend, print, {
      site,
      file: need(args, 1, '<file.json|file.csv>'),
      full: args.flags.full === true,
      dealership: flagText(args, 'dealership'),
      dryRun: args.flags['dry-run'] === true,
      allowMassSale: args.flags['allow-mass-sale'] === true,
    });
  }
  if (group === 'seed') {
    return seedCommand(backend, print, {
      cars: count(args, 'cars') ?? readEnvConfig(io.env).demoCars,
      reset: args.flags.reset === true,
      seed: count(args, 'seed'),
    });
  }
  const actor = () => backend.tokenName ?? resolveActor(flagText(args, 'actor'), io.env);
  if (group === 'remotes' && command === 'list') return remotesList(backend, print, args.positional[2]);
  if (group === 'remotes' && command === 'publish') {
    return remotesPublish(backend, print, need(args, 2, '<remote>'), {
      from: flagText(args, 'from'),
      note: flagText(args, 'note'),
      actor: actor(),
    });
  }
  if (group === 'remotes' && command === 'promote') {
    return remotesPromote(backend, print, need(args, 2, '<remote>'), need(args, 3, '<version>'), actor());
  }
  if (group === 'remotes' && command === 'rollback')
    return remotesRollback(backend, print, need(args, 2, '<remote>'), actor());
  if (group === 'remotes' && command === 'retire') {
    const [remote, version] = [need(args, 2, '<remote>'), need(args, 3, '<version>')];
    return remotesRetire(backend, print, remote, version, {
      reason: flagText(args, 'reason'),
      actor: actor(),
    });
  }
  if (group === 'sites' && command === 'list') return sitesList(backend, print, readEnvConfig(io.env).port);
  if (group === 'sites' && command === 'show') return sitesShow(backend, print, need(args, 2, '<slug>'));
  if (group === 'sites' && command === 'put') {
    return sitesPut(backend, print, need(args, 2, '<file.json>'), {
      dryRun: flagSwitch(args, 'dry-run'),
      actor: actor(),
    });
  }
  if (group === 'reindex') return reindexCommand(backend, print);
  if (group === 'dealer-token') {
    return dealerTokenCommand(backend, print, need(args, 1, '<dealership-slug>'), {
      label: flagText(args, 'label'),
      actor: actor(),
      note: io.note,
    });
  }
  if (group === 'dealer-tokens' && command === 'list')
    return dealerTokensListCommand(backend, print, need(args, 2, '<dealership-slug>'));
  if (group === 'dealer-tokens' && command === 'revoke') {
    const slug = need(args, 2, '<dealership-slug>');
    return dealerTokenRevokeCommand(backend, print, slug, need(args, 3, '<id>'), actor());
  }
  if (group === 'webhook-secret' && command === 'show')
    return webhookSecretShowCommand(backend, print, need(args, 2, '<dealership-slug>'), io.note);
  if (group === 'webhook-secret' && command === 'rotate') {
    return webhookSecretRotateCommand(backend, print, need(args, 2, '<dealership-slug>'), {
      grace: flagText(args, 'grace'),
      cutGrace: flagSwitch(args, 'cut-grace'),
      actor: actor(),
      note: io.note,
    });
  }
  if (group === 'ops-tokens' && command === 'create') {
    return opsTokenCreateCommand(backend, print, need(args, 2, '<name>'), {
      actor: actor(),
      note: io.note,
      access: flagSwitch(args, 'read-only') ? 'read' : 'full',
    });
  }
  if (group === 'ops-tokens' && command === 'list') return opsTokensListCommand(backend, print);
  if (group === 'ops-tokens' && command === 'revoke')
    return opsTokenRevokeCommand(backend, print, need(args, 2, '<name>'), actor());
  if (group === 'search' && command === 'credentials') return searchCredentialsCommand(backend, print);
  if (group === 'leads' && command === 'resend') return leadsResendCommand(args, backend, print, actor());
  if (group === 'leads') return leadsCommand(args, backend, print);
  if (group === 'reservations') return reservationsCommand(args, backend, print, actor);
  throw new UsageError(`Unknown command: ${args.positional.join(' ') || '(none)'}`);
}

/**
 * The ops CLI; returns the exit code (0 done, 1 refused or failed, 2 usage). `print` is stdout, `note`
 * stderr (which platform or database, refusals, usage); `env` the environment it reads.
 */
export async function main(
  argv: readonly string[],
  print = (text: string) => console.log(text),
  io: { env?: Env; note?: (text: string) => void; timeoutMs?: number } = {},
): Promise<number> {
  const env = io.env ?? process.env;
  const note = io.note ?? ((text: string) => console.error(text));
  const parsed = parseArgs(argv);
  if (parsed.flags.help || parsed.positional[0] === 'help' || parsed.positional.length === 0) {
    print(USAGE);
    return parsed.positional.length === 0 && !parsed.flags.help ? 2 : 0;
  }
  // --local is every command's option: which database, not what to do with it.
  const { local, ...flags } = parsed.flags;
  const args: ParsedArgs = { positional: parsed.positional, flags };
  let backend: OpsBackend | undefined;
  try {
    checkCommand(args);
    if (local !== undefined && local !== true) throw new UsageError('--local takes no value');
    backend = await connect({ local: local === true, env, timeoutMs: io.timeoutMs });
    note(`Acting on ${backend.target}`);
    return (await run(args, backend, print, { env, note })) ?? 0;
  } catch (error) {
    if (error instanceof UsageError) {
      note(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof OpsError) note(`Refused: ${error.message}`);
    else console.error(error);
    return 1;
  } finally {
    await backend?.close();
  }
}

if (require.main === module) {
  // Output piped into a command that stops reading (`remotes list | head`) ends the CLI quietly.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
