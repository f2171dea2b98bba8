import { useEffect, useState } from 'react';

/**
 * How much of the layout's bottom the on-screen keyboard covers (the visual viewport's shortfall), so a
 * composer kept at the bottom stays above it on browsers that shrink only the visual viewport. 0 where
 * the keyboard resizes the page itself, or without visualViewport. A pinch-zoom shrinks the visual
 * viewport too, with its scale above 1: that is no keyboard, and the composer stays where it is.
 */
export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const measure = () =>
      setInset(
        viewport.scale > 1.01
          ? 0
          : Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop)),
      );
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    return () => {
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
    };
  }, []);
  return inset;
}
