/**
 * Links and phone numbers in a message (decision 057): shown as plain text until the family that
 * wrote them has chosen to share its contact (the conversation's `sharing[]`), as links after. Either
 * way each one is its own left-to-right run, so "+91 98765 43210" reads whole inside Urdu.
 */
export type MessagePart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'phone'; text: string; href: string }
  /** A link or number shown as text: its writer has not shared contact. */
  | { kind: 'plain'; text: string };

// A web address (http(s):// or www.), or a run of at least 8 digits with spaces, dots, dashes or
// brackets between them and an optional leading +. Punctuation that ends a sentence is not part of it.
const PATTERN =
  /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’”]|www\.[^\s<>"]+[^\s<>".,;:!?)\]'’”])|(\+?\d[\d\s().-]{6,}\d)/giu;

function digitsOf(text: string): string {
  return text.replace(/[^\d+]/g, '');
}

/** The message split into text and the links and numbers in it, as they may show. */
export function messageParts(body: string, shared: boolean): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of body.matchAll(PATTERN)) {
    const [text, url, phone] = match;
    const start = match.index;
    if (phone !== undefined && digitsOf(phone).replace('+', '').length < 8) continue;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    if (!shared) parts.push({ kind: 'plain', text });
    else if (url !== undefined)
      parts.push({ kind: 'link', text, href: url.startsWith('www.') ? `https://${url}` : url });
    else parts.push({ kind: 'phone', text, href: `tel:${digitsOf(text)}` });
    last = start + text.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}
