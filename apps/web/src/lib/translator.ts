/**
 * The app's translator: the part of i18next the app uses, in about a kilobyte (decision 032).
 *
 * Strings are kept per language and namespace as nested objects, read by dotted keys. A key missing in
 * the language on screen is looked up in English. `{{name}}` takes the option of that name (not escaped:
 * React escapes what it renders). With `count`, the plural form of the language comes first
 * (`key_one`, `key_other`, … as Intl.PluralRules names them), then the key itself, then `key_other`.
 * A key written `ns:key` is looked for in that namespace only.
 */

export type Strings = { [key: string]: string | Strings };

export interface TOptions {
  /** Picks the plural form, and is `{{count}}` in the string. */
  count?: number;
  /** What a missing key shows instead of the key itself. */
  defaultValue?: string;
  /** The namespace(s) to look in, in order, instead of the function's own. */
  ns?: string | readonly string[];
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

type Listener = (language: string) => void;

export const DEFAULT_NS = 'translation';

function isStrings(value: unknown): value is Strings {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `into` with `from`'s keys added, nested objects merged; `overwrite` decides who wins a clash. */
function merge(into: Strings, from: Strings, overwrite: boolean): Strings {
  const out: Strings = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const have = out[key];
    if (isStrings(have) && isStrings(value)) out[key] = merge(have, value, overwrite);
    else if (have === undefined || overwrite) out[key] = value;
  }
  return out;
}

/**
 * The value at tokens[from…] of a dotted key. A key may itself hold dots (`"booking.cancel"`), as
 * i18next allows: each level tries one token, then two joined, and so on.
 */
function find(strings: Strings, tokens: string[], from: number): string | Strings | undefined {
  let segment = '';
  for (let to = from; to < tokens.length; to++) {
    segment = to === from ? tokens[to]! : `${segment}.${tokens[to]}`;
    if (!Object.hasOwn(strings, segment)) continue;
    const value = strings[segment]!;
    if (to === tokens.length - 1) return value;
    const deeper = isStrings(value) ? find(value, tokens, to + 1) : undefined;
    if (deeper !== undefined) return deeper;
  }
  return undefined;
}

const NS_PREFIX = /^([\w-]+):/;
const INTERPOLATION = /\{\{\s*([\w.]+)\s*\}\}/g;

function interpolate(text: string, options: TOptions): string {
  return text.replace(INTERPOLATION, (whole, path: string) => {
    let value: unknown = options;
    for (const part of path.split('.')) value = isStrings(value) ? value[part] : undefined;
    // A value not given keeps its placeholder, as i18next does, so the slip shows on screen.
    return value === undefined || value === null ? whole : String(value);
  });
}

export class Translator {
  language: string;
  private readonly resources: Record<string, Record<string, Strings>> = {};
  private readonly listeners = new Set<Listener>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  constructor(
    private readonly fallbackLanguage = 'en',
    initial: Record<string, Record<string, Strings>> = {},
  ) {
    this.language = fallbackLanguage;
    for (const [language, namespaces] of Object.entries(initial)) {
      for (const [ns, strings] of Object.entries(namespaces)) this.addResourceBundle(language, ns, strings);
    }
  }

  /** Adds a namespace's strings; `deep` merges into what is there, else its top-level keys replace. */
  addResourceBundle(language: string, ns: string, strings: Strings, deep = false, overwrite = false): void {
    const namespaces = (this.resources[language] ??= {});
    const have = namespaces[ns] ?? {};
    namespaces[ns] = deep ? merge(have, strings, overwrite) : { ...have, ...strings };
  }

  hasResourceBundle(language: string, ns: string): boolean {
    return this.resources[language]?.[ns] !== undefined;
  }

  /** The value at a dotted key (a string, or a branch of strings), or undefined. */
  getResource(language: string, ns: string, key: string): string | Strings | undefined {
    const strings = this.resources[language]?.[ns];
    return strings && find(strings, key.split('.'), 0);
  }

  on(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') this.listeners.add(listener);
  }

  off(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') this.listeners.delete(listener);
  }

  /** Shows another language (its strings are added beforehand); listeners hear of it at once. */
  changeLanguage(language: string): Promise<TFunction> {
    if (language !== this.language) {
      this.language = language;
      for (const listener of [...this.listeners]) listener(language);
    }
    return Promise.resolve(this.getFixedT(null));
  }

  /** A t reading these namespaces in order, in the given language or (null) the one on screen. */
  getFixedT(language: string | null, ns: string | readonly string[] = DEFAULT_NS): TFunction {
    return (key, options) => this.translate(key, options, language ?? this.language, ns);
  }

  t: TFunction = (key, options) => this.translate(key, options, this.language, DEFAULT_NS);

  private plural(language: string, count: number): string {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }

  /** As i18next tries them: `_zero` for none, the language's form, the bare key, then `_other`. */
  private pluralKeys(key: string, language: string, count: number): string[] {
    const keys = [`${key}_${this.plural(language, count)}`, key, `${key}_other`];
    return count === 0 ? [`${key}_zero`, ...keys] : keys;
  }

  private translate(
    key: string,
    options: TOptions = {},
    language: string,
    ownNs: string | readonly string[],
  ): string {
    // `ns:key` names its namespace, as i18next reads it.
    const prefixed = NS_PREFIX.exec(key);
    if (prefixed) key = key.slice(prefixed[0].length);
    const namespaces = prefixed?.[1] ?? options.ns ?? ownNs;
    const languages = language === this.fallbackLanguage ? [language] : [language, this.fallbackLanguage];
    const { count } = options;
    for (const ns of typeof namespaces === 'string' ? [namespaces] : namespaces) {
      for (const lng of languages) {
        const keys = typeof count === 'number' ? this.pluralKeys(key, lng, count) : [key];
        for (const candidate of keys) {
          const found = this.getResource(lng, ns, candidate);
          if (typeof found === 'string') return interpolate(found, options);
        }
      }
    }
    return interpolate(options.defaultValue ?? key, options);
  }
}
