import { flagText, parseArgs, UsageError } from '../args';
import { checkCommand } from '../commands';
import { resolveActor } from '../actor';
import { formatBytes, formatTable, formatTime } from '../table';

describe('parseArgs', () => {
  it('splits words and flags in any order', () => {
    expect(
      parseArgs(['remotes', 'publish', 'mf-search', '--from', '/tmp/x', '--note=hot fix', '--actor', 'al']),
    ).toEqual({
      positional: ['remotes', 'publish', 'mf-search'],
      flags: { from: '/tmp/x', note: 'hot fix', actor: 'al' },
    });
    expect(parseArgs(['--help', 'remotes'])).toEqual({ positional: ['remotes'], flags: { help: true } });
    expect(parseArgs(['a', '--', '--b'])).toEqual({ positional: ['a', '--b'], flags: {} });
  });

  it('treats a flag without a value as a usage error where a value is needed', () => {
    const args = parseArgs(['remotes', 'publish', 'mf-search', '--note']);
    expect(() => flagText(args, 'note')).toThrow(UsageError);
    expect(flagText(args, 'from')).toBeUndefined();
  });
});

describe('resolveActor', () => {
  it('prefers --actor, then OPS_ACTOR, then the OS user', () => {
    expect(resolveActor(' al ', { OPS_ACTOR: 'ci' })).toBe('al');
    expect(resolveActor(undefined, { OPS_ACTOR: 'ci' })).toBe('ci');
    expect(resolveActor(undefined, {}).length).toBeGreaterThan(0);
  });
});

describe('table helpers', () => {
  it('pads columns to their widest cell', () => {
    expect(
      formatTable(
        ['A', 'LONG'],
        [
          ['xyz', '1'],
          ['', '22'],
        ],
      ),
    ).toBe('A    LONG\n---  ----\nxyz  1\n     22');
  });

  it('formats sizes and times', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(formatTime('2025-11-21T10:04:05.123Z')).toBe('2025-11-21 10:04:05 UTC');
  });
});

describe('checkCommand', () => {
  const check =
    (...argv: string[]) =>
    () =>
      checkCommand(parseArgs(argv));

  it('names the command the words give, with its options', () => {
    expect(
      checkCommand(parseArgs(['remotes', 'promote', 'mf-search', '1.0.0-ab', '--actor', 'al'])).words,
    ).toEqual(['remotes', 'promote']);
    expect(checkCommand(parseArgs(['import', '--site', 'x', 'feed.csv', '--full'])).words).toEqual([
      'import',
    ]);
    expect(checkCommand(parseArgs(['remotes', 'list'])).words).toEqual(['remotes', 'list']);
  });

  it('refuses an option the command does not take, before anything runs', () => {
    expect(check('remotes', 'promote', 'mf-search', 'v', '--dryrun')).toThrow(
      new UsageError('remotes promote does not take --dryrun (its options: --actor)'),
    );
    expect(check('import', '--site', 'x', 'f.json', '--reset')).toThrow(/does not take --reset/);
    expect(check('reindex', '--full')).toThrow('reindex does not take --full (its options: none)');
  });

  it('refuses words past the command’s arguments', () => {
    expect(check('remotes', 'rollback', 'mf-search', '9.9.9-nope')).toThrow(
      new UsageError('Unexpected "9.9.9-nope": the command is remotes rollback <remote>'),
    );
    expect(check('remotes', 'rollback', 'mf-search', '--to', 'v1')).toThrow(/does not take --to/);
    expect(check('sites', 'list', 'extra')).toThrow(/Unexpected "extra"/);
  });

  it('refuses an unknown command', () => {
    expect(check('remotes', 'delete', 'mf-search')).toThrow('Unknown command: remotes delete mf-search');
  });
});
