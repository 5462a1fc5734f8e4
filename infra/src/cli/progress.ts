/** Where progress goes: stderr, so stdout keeps only the result. */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

export interface Progress {
  /** `total` 0: no known end (shows the elapsed time). */
  update(label: string, done: number, total: number): void;
  finish(): void;
}

const WIDTH = 30;

/**
 * A progress bar on a terminal (redrawn in place), plain lines otherwise: one per phase and every 25%
 * (issue 3 item 4 "a progress bar on stderr when it is a TTY").
 */
export function createProgress(
  stream: ProgressStream = process.stderr,
  now = () => performance.now(),
): Progress {
  const started = now();
  let lastLabel = '';
  let lastQuarter = -1;
  let drawn = false;
  return {
    update(label, done, total) {
      const seconds = ((now() - started) / 1000).toFixed(1);
      if (stream.isTTY) {
        const share = total > 0 ? Math.min(1, done / total) : 0;
        const bar =
          total > 0
            ? `[${'#'.repeat(Math.round(share * WIDTH)).padEnd(WIDTH, '.')}] ${Math.floor(share * 100)}%`
            : '';
        const counts = total > 0 ? ` ${done.toLocaleString('en-AU')}/${total.toLocaleString('en-AU')}` : '';
        stream.write(`\r\x1b[2K${label} ${bar}${counts} ${seconds} s`);
        drawn = true;
        return;
      }
      const quarter = total > 0 ? Math.floor((done / total) * 4) : 0;
      if (label !== lastLabel || quarter !== lastQuarter) {
        stream.write(`${label}: ${total > 0 ? `${done}/${total}` : '…'} (${seconds} s)\n`);
        lastLabel = label;
        lastQuarter = quarter;
      }
    },
    finish() {
      if (drawn) stream.write('\n');
      drawn = false;
    },
  };
}
