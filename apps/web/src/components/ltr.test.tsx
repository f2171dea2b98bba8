import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ltrText } from '../lib/bidi.ts';
import { Ltr, LTR_SLOT, UserText, WithLtr } from './ltr.tsx';

describe('left-to-right values in right-to-left text', () => {
  it('Ltr isolates its value left to right', () => {
    const { container } = render(
      <p dir="rtl">
        موبائل: <Ltr>+919876543210</Ltr>
      </p>,
    );
    const isolate = container.querySelector('bdi')!;
    expect(isolate).toHaveAttribute('dir', 'ltr');
    expect(isolate.textContent).toBe('+919876543210');
  });

  it('WithLtr puts the value, isolated, where the sentence has it, in one element', () => {
    const { container } = render(<WithLtr text={`${LTR_SLOT} پر فون کریں`} value="+919876543210" />);
    const outer = container.firstElementChild!;
    expect(container.childElementCount).toBe(1);
    expect(outer.textContent).toBe('+919876543210 پر فون کریں');
    expect(outer.querySelector('bdi[dir="ltr"]')?.textContent).toBe('+919876543210');
  });

  it('WithLtr leaves a sentence without the value as it is', () => {
    const { container } = render(<WithLtr text="Call" value="+919876543210" />);
    expect(container.textContent).toBe('Call');
    expect(container.querySelector('bdi')).toBeNull();
  });

  it('UserText isolates what someone wrote in its own direction', () => {
    const { container } = render(
      <p dir="rtl">
        “<UserText>We would like to meet.</UserText>”
      </p>,
    );
    expect(container.querySelector('bdi')).not.toHaveAttribute('dir');
  });

  it('ltrText wraps a string in a left-to-right isolate', () => {
    expect(ltrText('+919876543210')).toBe('\u2066+919876543210\u2069');
  });
});
