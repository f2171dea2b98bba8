import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeyboardInset } from './use-keyboard-inset.ts';

class FakeViewport extends EventTarget {
  height = 844;
  offsetTop = 0;
  scale = 1;
}

const original = Object.getOwnPropertyDescriptor(window, 'visualViewport');
afterEach(() => {
  if (original) Object.defineProperty(window, 'visualViewport', original);
});

function withViewport(): FakeViewport {
  const viewport = new FakeViewport();
  Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
  return viewport;
}

describe('useKeyboardInset', () => {
  it('is the height the keyboard takes from the visual viewport, and 0 once it closes', () => {
    const viewport = withViewport();
    const { result } = renderHook(() => useKeyboardInset());
    expect(result.current).toBe(0);
    act(() => {
      viewport.height = 544;
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(300);
    act(() => {
      viewport.height = 844;
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(0);
  });

  it('takes a pinch-zoom for no keyboard', () => {
    const viewport = withViewport();
    const { result } = renderHook(() => useKeyboardInset());
    act(() => {
      viewport.scale = 2;
      viewport.height = 422;
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(0);
  });
});
