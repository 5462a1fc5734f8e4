import { UsageError, type ParsedArgs } from './args';

/** One CLI command: its words, how many arguments follow them, and the options it takes. */
interface CommandShape {
  words: string[];
  /** Names of its arguments, in order; those in brackets are optional, a last one ending in "..." repeats. */
  args: string[];
  flags: string[];
}

const ACTOR = 'actor';

/** Every command of `npm run platform --` (the usage text in main.ts describes them). */
export const COMMANDS: readonly CommandShape[] = [
  { words: ['remotes', 'list'], args: ['[<remote>]'], flags: [] },
  { words: ['remotes', 'publish'], args: ['<remote>'], flags: ['from', 'note', ACTOR] },
  { words: ['remotes', 'promote'], args: ['<remote>', '<version>'], flags: [ACTOR] },
  { words: ['remotes', 'rollback'], args: ['<remote>'], flags: [ACTOR] },
  { words: ['remotes', 'retire'], args: ['<remote>', '<version>'], flags: ['reason', ACTOR] },
  { words: ['sites', 'list'], args: [], flags: [] },
  { words: ['sites', 'show'], args: ['<slug>'], flags: [] },
  { words: ['sites', 'put'], args: ['<file.json>'], flags: ['dry-run', ACTOR] },
  {
    words: ['import'],
    args: ['<file.json|file.csv>'],
    flags: ['site', 'dealership', 'full', 'dry-run', 'allow-mass-sale'],
  },
  { words: ['seed'], args: [], flags: ['cars', 'reset', 'seed'] },
  { words: ['reindex'], args: [], flags: [] },
  { words: ['search', 'credentials'], args: [], flags: [] },
  { words: ['leads', 'status'], args: [], flags: ['limit'] },
  { words: ['leads', 'retry'], args: ['[<lead-id>]'], flags: ['failed', 'all'] },
  {
    words: ['leads', 'resend'],
    args: ['[<lead-id>...]'],
    flags: ['dealership', 'since', 'until', 'dry-run', ACTOR],
  },
  { words: ['reservations', 'list'], args: [], flags: ['site', 'status', 'limit'] },
  { words: ['reservations', 'cancel'], args: ['<reservation-id>'], flags: ['refund', 'reason', ACTOR] },
  { words: ['dealer-token'], args: ['<dealership-slug>'], flags: ['label', ACTOR] },
  { words: ['dealer-tokens', 'list'], args: ['<dealership-slug>'], flags: [] },
  { words: ['dealer-tokens', 'revoke'], args: ['<dealership-slug>', '<id>'], flags: [ACTOR] },
  { words: ['webhook-secret', 'show'], args: ['<dealership-slug>'], flags: [] },
  { words: ['webhook-secret', 'rotate'], args: ['<dealership-slug>'], flags: ['grace', 'cut-grace', ACTOR] },
  { words: ['ops-tokens', 'create'], args: ['<name>'], flags: ['read-only', ACTOR] },
  { words: ['ops-tokens', 'list'], args: [], flags: [] },
  { words: ['ops-tokens', 'revoke'], args: ['<name>'], flags: [ACTOR] },
];

/**
 * The command the words name, checked: an option it does not take (a misspelt `--dry-run` would otherwise
 * be ignored and the command run for real) or a word past its arguments is a usage error, before anything
 * runs. Missing arguments are left to the command, which names them.
 */
export function checkCommand(args: ParsedArgs): CommandShape {
  const command = COMMANDS.find((shape) => shape.words.every((word, i) => args.positional[i] === word));
  if (!command) throw new UsageError(`Unknown command: ${args.positional.join(' ') || '(none)'}`);
  const name = command.words.join(' ');
  const unknown = Object.keys(args.flags).filter((flag) => flag !== 'help' && !command.flags.includes(flag));
  if (unknown.length > 0) {
    const takes = command.flags.length > 0 ? command.flags.map((flag) => `--${flag}`).join(', ') : 'none';
    throw new UsageError(
      `${name} does not take ${unknown.map((flag) => `--${flag}`).join(', ')} (its options: ${takes})`,
    );
  }
  const repeats = command.args.at(-1)?.endsWith('...]') ?? false;
  const extra = args.positional.slice(command.words.length + command.args.length);
  if (extra.length > 0 && !repeats) {
    const usage = [name, ...command.args].join(' ');
    throw new UsageError(`Unexpected ${extra.map((word) => `"${word}"`).join(' ')}: the command is ${usage}`);
  }
  return command;
}
