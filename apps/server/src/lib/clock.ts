/** The time source of the app; tests pass a controllable one. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move. */
export class ManualClock implements Clock {
  private current: Date;
  constructor(start: Date | string = '2030-01-15T09:00:00Z') {
    this.current = new Date(start);
  }
  now(): Date {
    return new Date(this.current);
  }
  set(to: Date | string): void {
    this.current = new Date(to);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** The instant today began in India (midnight UTC+05:30): daily limits count from it. */
export function startOfDayInIndia(clock: Clock): Date {
  return new Date(`${todayInIndia(clock)}T00:00:00+05:30`);
}

/** Today's calendar date (UTC+05:30, India) as YYYY-MM-DD: the community's dates are Indian dates. */
export function todayInIndia(clock: Clock): string {
  return new Date(clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
