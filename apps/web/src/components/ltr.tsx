import { Fragment, type ReactNode } from 'react';

/**
 * A left-to-right value kept whole inside right-to-left text: a phone number, an amount, a booking or
 * receipt number, a name in Latin letters. In Urdu "+919876543210" would otherwise read
 * "919876543210+". `<bdi dir="ltr">` isolates it; in a left-to-right language it changes nothing.
 * For a value inside a translated string (an aria-label, a toast), lib/bidi.ts's ltrText.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/**
 * What a person wrote (an interest's message), isolated and in its own direction: an English note
 * inside an Urdu page keeps its full stop at its end, and the page's quotes stay on the page's sides.
 */
export function UserText({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}

/** The marker a translated sentence carries where <WithLtr> puts the value. */
export const LTR_SLOT = '\u0000';

/**
 * A translated sentence with one left-to-right value in it, the value as an element:
 * `<WithLtr text={t('contact.call', { mobile: LTR_SLOT })} value={mobile} />`.
 */
export function WithLtr({ text, value }: { text: string; value: string }) {
  const [before, ...rest] = text.split(LTR_SLOT);
  // One element: inside a flex row (a button's label) loose text and the isolate would become items of
  // their own, and the space between them would go.
  return (
    <span>
      {before}
      {rest.map((after, index) => (
        // The parts are fixed by the sentence: their place is their identity.
        <Fragment key={index}>
          <Ltr>{value}</Ltr>
          {after}
        </Fragment>
      ))}
    </span>
  );
}
