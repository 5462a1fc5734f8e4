import { barChart } from '../bar-chart';

const series = [
  { name: 'p50', color: '#111111' },
  { name: 'p99', color: '#222222' },
];

describe('barChart', () => {
  it('draws one labelled bar per value, scaled to the largest, with the figures as text', () => {
    const svg = barChart({
      title: 'Latency',
      unit: ' ms',
      series,
      rows: [
        { label: 'query', values: [2, 8] },
        { label: 'page', values: [4, null] },
      ],
    });
    expect(svg).toContain('<figcaption>Latency</figcaption>');
    expect(svg).toContain('aria-label="Latency"');
    const widths = [...svg.matchAll(/<rect x="\d+" y="\d+" width="([\d.]+)" height="12"/g)].map(
      (m) => +m[1]!,
    );
    expect(widths).toEqual([130, 520, 260]);
    expect(svg).toContain('>8 ms</text>');
    expect(svg).toContain('>4 ms</text>');
    expect(svg).not.toContain('<script');
  });

  it('stacks series along one bar and labels the total', () => {
    const svg = barChart({
      title: 'JS',
      unit: ' KB',
      digits: 1,
      stacked: true,
      series,
      rows: [{ label: 'home', values: [30, 10] }],
    });
    const rects = [...svg.matchAll(/<rect x="([\d.]+)" y="\d+" width="([\d.]+)" height="12"/g)];
    expect(rects.map((m) => [+m[1]!, +m[2]!])).toEqual([
      [230, 390],
      [620, 130],
    ]);
    expect(svg).toContain('>40.0 KB</text>');
  });

  it('draws the target line and scales to it when it is the largest value', () => {
    const svg = barChart({
      title: 'LCP',
      series: [series[0]!],
      rows: [{ label: 'home', values: [1000] }],
      target: { value: 2000, label: 'target 2000 ms' },
    });
    expect(svg).toMatch(/<line x1="750" /);
    expect(svg).toContain('target 2000 ms');
    expect(svg).toMatch(/width="260.0" height="12"/);
  });

  it('escapes labels', () => {
    const svg = barChart({ title: 'a < b', series, rows: [{ label: '<script>', values: [1, 1] }] });
    expect(svg).toContain('a &lt; b');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).not.toContain('<script>');
  });
});
