/** argv after the script: positional words and --flags (`--name value`, `--name=value`, or a bare `--name`). */
export interface ParsedArgs {
  positional: string[];
  flags: Record<string, string | true>;
}

const BOOLEAN_FLAGS = new Set([
  'help',
  'json',
  'full',
  'reset',
  'local',
  'dry-run',
  'read-only',
  'refund',
  'allow-mass-sale',
]);

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-h') {
      flags.help = true;
      continue;
    }
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (inline !== undefined) flags[name] = inline;
    else if (!BOOLEAN_FLAGS.has(name) && i + 1 < argv.length && !argv[i + 1]!.startsWith('--'))
      flags[name] = argv[++i]!;
    else flags[name] = true;
  }
  return { positional, flags };
}

/** A flag's text value, or undefined (a bare flag without a value is a usage error). */
export function flagText(args: ParsedArgs, name: string): string | undefined {
  const value = args.flags[name];
  if (value === true) throw new UsageError(`--${name} needs a value`);
  return value;
}

/** Whether a switch (a flag that takes no value: --dry-run) is given; one given a value is a usage error. */
export function flagSwitch(args: ParsedArgs, name: string): boolean {
  const value = args.flags[name];
  if (value !== undefined && value !== true) throw new UsageError(`--${name} takes no value`);
  return value === true;
}

export class UsageError extends Error {}
