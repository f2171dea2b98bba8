import { MESSAGES, type MessageId } from './messages.ts';
import { type Localized, msg, type Params } from './translate.ts';

/**
 * A zod issue of a request's validation, by id (decision 051). Zod's issues carry only text for the
 * messages our schemas give (packages/shared, whose English the web and the installed native app
 * show as it is), so those are the one place where English is read back: an exact match against the
 * catalogue's English templates (`schemaMessage`). Zod's own wording (a schema without a message of
 * ours) is read by the issue's code and params instead: a missing field is "required", a wrong option
 * lists the options, a length its bound; anything else says "invalid value" in the language.
 */

interface Pattern {
  id: MessageId;
  regex: RegExp;
  names: string[];
  /** Characters outside placeholders: longer (more specific) templates are tried first. */
  fixed: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS: Pattern[] = (Object.keys(MESSAGES) as MessageId[])
  .map((id) => {
    const en: string = MESSAGES[id].en;
    const names: string[] = [];
    let source = '';
    let fixed = 0;
    let last = 0;
    for (const m of en.matchAll(/\{(\w+)\}/g)) {
      const literal = en.slice(last, m.index);
      source += escape(literal);
      fixed += literal.length;
      names.push(m[1]!);
      source += '(.+?)';
      last = m.index + m[0].length;
    }
    source += escape(en.slice(last));
    fixed += en.length - last;
    return { id, regex: new RegExp(`^${source}$`, 's'), names, fixed };
  })
  .sort((a, b) => b.fixed - a.fixed);

/** The catalogue message a schema's own English message is, with its params, or null. */
export function schemaMessage(english: string): Localized | null {
  for (const p of PATTERNS) {
    const m = p.regex.exec(english);
    if (!m) continue;
    const params: Params = {};
    p.names.forEach((name, i) => {
      params[name] ??= m[i + 1]!;
    });
    return p.names.length > 0 ? { id: p.id, params } : { id: p.id };
  }
  return null;
}

/** What fastify-type-provider-zod keeps of an issue: its code (`keyword`) and the rest (`params`). */
export interface IssueLike {
  keyword?: string;
  message?: string;
  params?: unknown;
}

/** Zod's own wording, by the issue's code and params; `missing` says the field was not sent. */
export function zodIssueMessage(issue: IssueLike, missing: boolean): Localized {
  const p = (issue.params ?? {}) as {
    expected?: string;
    origin?: string;
    format?: string;
    values?: unknown[];
    minimum?: number | bigint;
    maximum?: number | bigint;
  };
  switch (issue.keyword) {
    case 'invalid_type':
      if (missing) return msg('isRequired');
      return p.expected === 'int' || p.expected === 'number' ? msg('wholeNumber') : msg('invalidValue');
    case 'invalid_value':
      return Array.isArray(p.values)
        ? msg('oneOf', { list: p.values.map(String).join(', ') })
        : msg('invalidValue');
    case 'too_small':
      if (p.origin === 'string') return msg('atLeastChars', { min: String(p.minimum) });
      if (p.origin === 'number') return msg('atLeast', { min: String(p.minimum) });
      return msg('invalidValue');
    case 'too_big':
      if (p.origin === 'string') return msg('atMostChars', { max: String(p.maximum) });
      if (p.origin === 'number') return msg('atMost', { max: String(p.maximum) });
      return msg('invalidValue');
    case 'invalid_format':
      if (p.format === 'uuid') return msg('validId');
      if (p.format === 'email') return msg('emailInvalid');
      return msg('invalidValue');
    default:
      return msg('invalidValue');
  }
}

/** A validation issue by id: our schema's message if it is one, else zod's own by its code. */
export function issueMessage(issue: IssueLike, missing: boolean): Localized {
  return (issue.message && schemaMessage(issue.message)) || zodIssueMessage(issue, missing);
}
