import { formatTable } from '../../src/cli/table';
import { runLighthouse, type LighthouseFigures } from './lighthouse-runner';
import { rankSum } from './rank-sum';

/**
 * `npm run bench:compare -- [--pairs N] <url A> <url B>`: Lighthouse mobile on two URLs in turn, N pairs
 * (default 8) in ABBA order so a drift of the machine falls on both alike, then each side's median TBT and
 * LCP, how many pairs B won, and whether they differ beyond the noise (Mann-Whitney U, 5%).
 * docs/decisions.md asks for this before calling a change faster or a regression: one run against an earlier
 * report says nothing on this machine. Typical use: two platforms on two ports, one serving a `git worktree`
 * of the old commit, or the same page of two builds.
 */
async function main() {
  const args = process.argv.slice(2);
  const pairsAt = args.indexOf('--pairs');
  const pairs = pairsAt >= 0 ? Number(args.splice(pairsAt, 2)[1]) : 8;
  const [a, b] = args;
  if (!a || !b || args.length !== 2 || !Number.isInteger(pairs) || pairs < 1) {
    console.error('usage: npm run bench:compare -- [--pairs N] <url A> <url B>');
    process.exit(2);
  }
  const runs: { a: LighthouseFigures[]; b: LighthouseFigures[] } = { a: [], b: [] };
  for (let pair = 0; pair < pairs; pair++) {
    const order = pair % 2 === 0 ? [a, b] : [b, a];
    const [first, second] = await runLighthouse(order, 'mobile');
    const [ofA, ofB] = order[0] === a ? [first!, second!] : [second!, first!];
    runs.a.push(ofA);
    runs.b.push(ofB);
    console.log(
      `pair ${pair + 1}/${pairs}: TBT A ${ms(ofA.tbtMs)} B ${ms(ofB.tbtMs)} ms ` +
        `(at ${ofA.cpuMultiplier.toFixed(1)}× / ${ofB.cpuMultiplier.toFixed(1)}×; at 4× ` +
        `${ms(ofA.atDefaultMultiplier?.tbtMs)} / ${ms(ofB.atDefaultMultiplier?.tbtMs)})`,
    );
  }
  const tbt = (side: LighthouseFigures[]) => side.map((run) => run.tbtMs ?? NaN);
  const at4 = (side: LighthouseFigures[]) => side.map((run) => run.atDefaultMultiplier?.tbtMs ?? NaN);
  const row = (name: string, figures: (side: LighthouseFigures[]) => number[]) => {
    // A pair with a run that has no figure (Lighthouse failed on it) is left out, both its runs.
    const [allA, allB] = [figures(runs.a), figures(runs.b)];
    const kept = allA.flatMap((_, i) => (Number.isFinite(allA[i]) && Number.isFinite(allB[i]) ? [i] : []));
    const [ofA, ofB] = [kept.map((i) => allA[i]!), kept.map((i) => allB[i]!)];
    if (kept.length === 0) return [name, '-', '-', `0/0 (of ${pairs})`, '-'];
    const wins = ofA.filter((value, i) => ofB[i]! < value).length;
    const { u, significant } = rankSum(ofA, ofB);
    const counted = kept.length === pairs ? `${pairs}` : `${kept.length} (of ${pairs})`;
    return [name, ms(median(ofA)), ms(median(ofB)), `${wins}/${counted}`, `${u}${significant ? ' *' : ''}`];
  };
  console.log(`\nA ${a}\nB ${b}`);
  console.log(
    formatTable(
      ['FIGURE', 'MEDIAN A', 'MEDIAN B', 'B LOWER', 'U (* = differs at 5%)'],
      [
        row('TBT, calibrated (ms)', tbt),
        row('TBT at 4× (ms)', at4),
        row('LCP (ms)', (side) => side.map((run) => run.lcpMs ?? NaN)),
      ],
    ),
  );
}

const ms = (value: number | null | undefined) => (value == null ? '-' : String(Math.round(value)));

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((x, y) => x - y);
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
