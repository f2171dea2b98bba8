import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (a Date.now() value), re-rendering as it ticks down; 0 once passed. */
export function useSecondsUntil(deadline: number | null): number {
  const [now, setNow] = useState(Date.now);
  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [running, deadline]);

  return remaining;
}
