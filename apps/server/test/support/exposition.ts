/**
 * The checks `promtool check metrics` makes on a Prometheus text exposition (format 0.0.4), written out
 * because promtool cannot be installed here: what its parser refuses (names, labels, escapes, values,
 * a family's TYPE after its samples or given twice, a family split in two, duplicate series, histogram
 * buckets) and what its linter reports (no HELP, a counter without `_total` or a non-counter with it,
 * camelCase, a colon, non-base units, `le` or `quantile` out of place). Returns the problems found,
 * one sentence each; none means promtool would pass it.
 */
const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const VALUE = /^(?:[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|NaN|[-+]Inf)$/;
/** promlint's non-base units (a metric should say seconds, bytes, ratios...). */
const NON_BASE_UNITS =
  /(?:^|_)(?:milliseconds|microseconds|nanoseconds|minutes|hours|days|weeks|kilobytes|megabytes|gigabytes|terabytes|kibibytes|mebibytes|gibibytes|percent|celsius|fahrenheit|grams|kilometers|millimeters)(?:_|$)/;
/** promlint's abbreviated units: a name segment equal to one of these. */
const UNIT_ABBREVIATIONS = /(?:^|_)(?:s|ms|us|ns|sec|b|kb|mb|gb|tb|pb|m|h|d)(?:_|$)/;

interface Sample {
  name: string;
  labels: [string, string][];
  value: string;
  line: number;
}

/** `{a="x",b="y\"z"}` → pairs, or an error sentence. */
function parseLabels(text: string): [string, string][] | string {
  const pairs: [string, string][] = [];
  let i = 0;
  while (i < text.length) {
    const name = /^\s*([^=\s]+)\s*=\s*"/.exec(text.slice(i));
    if (!name) return `cannot read the labels ${text}`;
    i += name[0].length;
    let value = '';
    for (;;) {
      const c = text[i];
      if (c === undefined) return `an unterminated label value in ${text}`;
      if (c === '"') break;
      if (c === '\\') {
        const next = text[i + 1];
        if (next === '\\' || next === '"') value += next;
        else if (next === 'n') value += '\n';
        else return `an invalid escape \\${next ?? ''} in ${text}`;
        i += 2;
      } else {
        value += c;
        i += 1;
      }
    }
    pairs.push([name[1]!, value]);
    i += 1;
    const sep = /^\s*,?\s*/.exec(text.slice(i))!;
    i += sep[0].length;
  }
  return pairs;
}

function parseSample(line: string, n: number): Sample | string {
  const m = /^([^\s{]+)(?:\{(.*)\})?\s+(\S+)(?:\s+(-?\d+))?\s*$/.exec(line);
  if (!m) return `line ${n}: not a sample: ${line}`;
  const labels = m[2] === undefined ? [] : parseLabels(m[2]);
  if (typeof labels === 'string') return `line ${n}: ${labels}`;
  return { name: m[1]!, labels, value: m[3]!, line: n };
}

/** The family a sample belongs to: a histogram's _bucket/_sum/_count go to its base name. */
function familyOf(name: string, types: Map<string, string>): string {
  for (const suffix of ['_bucket', '_sum', '_count']) {
    if (!name.endsWith(suffix)) continue;
    const base = name.slice(0, -suffix.length);
    const type = types.get(base);
    if (type === 'histogram' || (type === 'summary' && suffix !== '_bucket')) return base;
  }
  return name;
}

function lintName(family: string, type: string): string[] {
  const problems: string[] = [];
  if (!METRIC_NAME.test(family)) problems.push(`${family}: not a valid metric name`);
  if (family.includes(':')) problems.push(`${family}: metric names should not contain ':'`);
  if (/[a-z][A-Z]/.test(family)) problems.push(`${family}: metric names should be snake_case, not camelCase`);
  if (type === 'counter' && !family.endsWith('_total'))
    problems.push(`${family}: counter metrics should have "_total" suffix`);
  if (type !== 'counter' && family.endsWith('_total'))
    problems.push(`${family}: non-counter metrics should not have "_total" suffix`);
  if (NON_BASE_UNITS.test(family)) problems.push(`${family}: use base units (seconds, bytes)`);
  if (UNIT_ABBREVIATIONS.test(family)) problems.push(`${family}: spell units out (seconds, not s or ms)`);
  if (type !== 'histogram' && type !== 'summary' && /_(bucket|sum|count)$/.test(family))
    problems.push(`${family}: _bucket, _sum and _count are for histograms and summaries`);
  return problems;
}

/** Buckets of one histogram series: `le` increasing, counts not decreasing, +Inf equal to _count. */
function checkHistogram(family: string, samples: Sample[]): string[] {
  const problems: string[] = [];
  const series = new Map<string, { buckets: [number, number][]; count?: number }>();
  for (const s of samples) {
    const rest = s.labels.filter(([k]) => k !== 'le');
    const key = JSON.stringify(rest.sort(([a], [b]) => a.localeCompare(b)));
    const entry = series.get(key) ?? { buckets: [] };
    series.set(key, entry);
    if (s.name === `${family}_bucket`) {
      const le = s.labels.find(([k]) => k === 'le')?.[1];
      if (le === undefined) problems.push(`line ${s.line}: a bucket without le`);
      else entry.buckets.push([le === '+Inf' ? Infinity : Number(le), Number(s.value)]);
    } else if (s.name === `${family}_count`) entry.count = Number(s.value);
  }
  for (const [key, { buckets, count }] of series) {
    const sorted = [...buckets].sort((a, b) => a[0] - b[0]);
    if (sorted.at(-1)?.[0] !== Infinity) problems.push(`${family}${key}: no le="+Inf" bucket`);
    for (let i = 1; i < sorted.length; i += 1) {
      if (sorted[i]![1] < sorted[i - 1]![1]) problems.push(`${family}${key}: bucket counts decrease`);
    }
    if (count !== undefined && sorted.at(-1)?.[1] !== count)
      problems.push(`${family}${key}: the +Inf bucket is not _count`);
  }
  return problems;
}

export function expositionProblems(text: string): string[] {
  const problems: string[] = [];
  const types = new Map<string, string>();
  const helps = new Set<string>();
  const samplesOf = new Map<string, Sample[]>();
  const seenSeries = new Set<string>();
  const finished = new Set<string>();
  let current: string | undefined;
  const enter = (family: string, n: number) => {
    if (family === current) return;
    if (current) finished.add(current);
    if (finished.has(family)) problems.push(`line ${n}: ${family} continues after another family`);
    current = family;
  };
  if (!text.endsWith('\n')) problems.push('the exposition does not end with a newline');
  text.split('\n').forEach((line, index) => {
    const n = index + 1;
    if (line.trim() === '') return;
    const meta = /^#\s+(HELP|TYPE)\s+(\S+)(?:\s+(.*))?$/.exec(line);
    if (meta) {
      const [, kind, name, rest = ''] = meta;
      enter(name!, n);
      if (kind === 'HELP') {
        if (helps.has(name!)) problems.push(`line ${n}: a second HELP for ${name}`);
        helps.add(name!);
        if (/\\[^\\n]/.test(rest)) problems.push(`line ${n}: an invalid escape in the HELP of ${name}`);
      } else {
        if (types.has(name!)) problems.push(`line ${n}: a second TYPE for ${name}`);
        if (samplesOf.has(name!)) problems.push(`line ${n}: the TYPE of ${name} after its samples`);
        if (!TYPES.has(rest.trim())) problems.push(`line ${n}: unknown type "${rest}" for ${name}`);
        types.set(name!, rest.trim());
      }
      return;
    }
    if (line.startsWith('#')) return;
    const sample = parseSample(line, n);
    if (typeof sample === 'string') {
      problems.push(sample);
      return;
    }
    if (!METRIC_NAME.test(sample.name)) problems.push(`line ${n}: invalid metric name ${sample.name}`);
    if (!VALUE.test(sample.value)) problems.push(`line ${n}: invalid value ${sample.value}`);
    const names = sample.labels.map(([k]) => k);
    for (const k of names) {
      if (!LABEL_NAME.test(k) || k.startsWith('__')) problems.push(`line ${n}: invalid label name ${k}`);
      if (/[a-z][A-Z]/.test(k)) problems.push(`line ${n}: label names should be snake_case: ${k}`);
    }
    if (new Set(names).size !== names.length) problems.push(`line ${n}: a label given twice`);
    const family = familyOf(sample.name, types);
    enter(family, n);
    const type = types.get(family) ?? 'untyped';
    if (names.includes('le') && type !== 'histogram')
      problems.push(`line ${n}: "le" is reserved for histograms`);
    if (names.includes('quantile') && type !== 'summary')
      problems.push(`line ${n}: "quantile" is reserved for summaries`);
    const key = `${sample.name}${JSON.stringify([...sample.labels].sort(([a], [b]) => a.localeCompare(b)))}`;
    if (seenSeries.has(key)) problems.push(`line ${n}: a duplicate series ${sample.name}`);
    seenSeries.add(key);
    samplesOf.set(family, [...(samplesOf.get(family) ?? []), sample]);
  });
  const families = new Set([...types.keys(), ...helps, ...samplesOf.keys()]);
  for (const family of families) {
    const type = types.get(family);
    if (!helps.has(family)) problems.push(`${family}: no help text`);
    if (!type) problems.push(`${family}: no TYPE`);
    problems.push(...lintName(family, type ?? 'untyped'));
    if (type === 'histogram') problems.push(...checkHistogram(family, samplesOf.get(family) ?? []));
  }
  return problems;
}
