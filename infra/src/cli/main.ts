import { readEnvConfig } from '../config';
import { resolveActor } from './actor';
import { importCommand, seedCommand } from './data-commands';
import { flagText, parseArgs, UsageError, type ParsedArgs } from './args';
import { checkCommand } from './commands';
import { dealerTokenCommand } from '../dealer-api/dealer-token-command';
import { connect } from './connect';
import { OpsError, type OpsBackend } from './ops-backend';
import { remotesList, remotesPromote, remotesPublish, remotesRollback } from './remote-commands';
import { reindexCommand, searchCredentialsCommand } from './search-commands';
import { sitesList } from './site-commands';

const USAGE = `Usage: npm run platform -- <command>

  remotes list [<remote>]                                  live version, published versions and history
  remotes publish <remote> [--from <dir>] [--note <text>]  publish a build (default dir: <remote>/dist)
  remotes promote <remote> <version>                       make a published version live
  remotes rollback <remote>                                return to the version promoted before
  sites list                                               demo sites, their URLs and cars
  import --site <slug> <file.json|file.csv> [--full]       import an inventory feed (--full: cars missing
                                                           from the feed are marked sold)
  seed [--cars <n>] [--reset] [--seed <n>]                 generate the demo inventory (default DEMO_CARS or
                                                           10000 cars; --reset replaces every car)
  reindex                                                  rebuild the search index (Car_production) from the
                                                           database, with progress
  search credentials                                       the search backend, application id and keys
  dealer-token <dealership-slug>                           print a new dealer leads API token (GET
                                                           /api/dealer/leads, Authorization: Bearer <token>)

Options: --actor <name> for remotes publish, promote and rollback (else OPS_ACTOR, else your user name).
A command refuses options and arguments it does not take. \`help\` or --help prints this.
Uses the running server's ops API (PLATFORM_URL, default http://127.0.0.1:$PORT, token from OPS_TOKEN or
DATA_DIR/secrets.json) when one answers, otherwise the database directly.`;

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
): Promise<number | void> {
  const [group, command] = args.positional;
  if (group === 'import') {
    const site = flagText(args, 'site');
    if (!site) throw new UsageError('Missing --site <slug>');
    return importCommand(backend, print, {
      site,
      file: need(args, 1, '<file.json|file.csv>'),
      full: args.flags.full === true,
    });
  }
  if (group === 'seed') {
    return seedCommand(backend, print, {
      cars: count(args, 'cars') ?? readEnvConfig().demoCars,
      reset: args.flags.reset === true,
      seed: count(args, 'seed'),
    });
  }
  const actor = () => resolveActor(flagText(args, 'actor'));
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
  if (group === 'sites' && command === 'list') return sitesList(backend, print, readEnvConfig().port);
  if (group === 'reindex') return reindexCommand(backend, print);
  if (group === 'dealer-token') return dealerTokenCommand(backend, print, args.positional[1] ?? '');
  if (group === 'search' && command === 'credentials') return searchCredentialsCommand(backend, print);
  throw new UsageError(`Unknown command: ${args.positional.join(' ') || '(none)'}`);
}

/** The ops CLI; returns the exit code (0 done, 1 refused or failed, 2 usage). */
export async function main(
  argv: readonly string[],
  print = (text: string) => console.log(text),
): Promise<number> {
  const args = parseArgs(argv);
  if (args.flags.help || args.positional[0] === 'help' || args.positional.length === 0) {
    print(USAGE);
    return args.positional.length === 0 && !args.flags.help ? 2 : 0;
  }
  try {
    checkCommand(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  let backend: OpsBackend | undefined;
  try {
    backend = await connect();
    return (await run(args, backend, print)) ?? 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    console.error(error instanceof OpsError ? `Refused: ${error.message}` : error);
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
