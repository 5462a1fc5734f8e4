import { escapeHtml } from './escape-html';

export interface BarSeries {
  name: string;
  color: string;
}

export interface BarRow {
  label: string;
  /** One value per series (null: not measured). */
  values: (number | null)[];
}

export interface BarChartOptions {
  title: string;
  /** Appended to the value labels: ' ms', ' KB'… */
  unit?: string;
  series: BarSeries[];
  rows: BarRow[];
  /** Stacked: the series add up along one bar per row. Otherwise each series has its own bar. */
  stacked?: boolean;
  /** A dashed line at a target value. */
  target?: { value: number; label: string };
  /** Scale maximum (default: the largest bar or the target). */
  max?: number;
  digits?: number;
}

const LABEL_WIDTH = 230;
const PLOT_WIDTH = 520;
const VALUE_WIDTH = 90;
const BAR_HEIGHT = 14;
const ROW_GAP = 10;
const TOP = 48;

const format = (value: number, digits: number, unit: string) =>
  `${value.toLocaleString('en-AU', { minimumFractionDigits: digits, maximumFractionDigits: digits })}${unit}`;

/** A horizontal bar chart as inline SVG (no script, no external resource), with its figures as labels. */
export function barChart(options: BarChartOptions): string {
  const { title, series, rows, stacked = false, target } = options;
  const unit = options.unit ?? '';
  const digits = options.digits ?? 0;
  const totals = rows.map((row) =>
    stacked
      ? row.values.reduce<number>((sum, v) => sum + (v ?? 0), 0)
      : Math.max(0, ...row.values.map((v) => v ?? 0)),
  );
  const max = options.max ?? Math.max(target?.value ?? 0, ...totals, 1e-9);
  const scale = (value: number) => (Math.min(value, max) / max) * PLOT_WIDTH;
  const barsPerRow = stacked ? 1 : series.length;
  const rowHeight = barsPerRow * BAR_HEIGHT + ROW_GAP;
  const height = TOP + rows.length * rowHeight + 24;
  const width = LABEL_WIDTH + PLOT_WIDTH + VALUE_WIDTH;
  const parts: string[] = [];

  let legendX = LABEL_WIDTH;
  for (const s of series) {
    parts.push(
      `<rect x="${legendX}" y="22" width="10" height="10" fill="${s.color}"/>`,
      `<text x="${legendX + 14}" y="31" class="legend">${escapeHtml(s.name)}</text>`,
    );
    legendX += 24 + s.name.length * 7;
  }

  rows.forEach((row, r) => {
    const y = TOP + r * rowHeight;
    parts.push(
      `<text x="${LABEL_WIDTH - 8}" y="${y + (barsPerRow * BAR_HEIGHT) / 2 + 4}" text-anchor="end" class="label">${escapeHtml(row.label)}</text>`,
    );
    let x = LABEL_WIDTH;
    row.values.forEach((value, i) => {
      if (value === null) return;
      const w = scale(value);
      const barY = stacked ? y : y + i * BAR_HEIGHT;
      const tip = `${series[i]!.name}: ${format(value, digits, unit)}`;
      parts.push(
        `<rect x="${stacked ? x : LABEL_WIDTH}" y="${barY}" width="${w.toFixed(1)}" height="${BAR_HEIGHT - 2}" fill="${series[i]!.color}"><title>${escapeHtml(tip)}</title></rect>`,
      );
      if (!stacked)
        parts.push(
          `<text x="${LABEL_WIDTH + w + 4}" y="${barY + BAR_HEIGHT - 4}" class="value">${escapeHtml(format(value, digits, unit))}</text>`,
        );
      x += w;
    });
    if (stacked)
      parts.push(
        `<text x="${x + 4}" y="${y + BAR_HEIGHT - 4}" class="value">${escapeHtml(format(totals[r]!, digits, unit))}</text>`,
      );
  });

  if (target) {
    const x = LABEL_WIDTH + scale(target.value);
    parts.push(
      `<line x1="${x}" y1="${TOP - 6}" x2="${x}" y2="${height - 18}" class="target"/>`,
      `<text x="${x}" y="${height - 6}" text-anchor="middle" class="target-label">${escapeHtml(target.label)}</text>`,
    );
  }

  return [
    `<figure class="chart"><figcaption>${escapeHtml(title)}</figcaption>`,
    `<svg role="img" aria-label="${escapeHtml(title)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    ...parts,
    '</svg></figure>',
  ].join('\n');
}
