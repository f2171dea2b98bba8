import strings from '../../locales/en/booking.json';
import { useTranslation } from '../../lib/use-translation.ts';
import { i18n } from '../../lib/i18n.ts';

/**
 * The booking area's strings are their own namespace, loaded with the area's chunk rather than with the
 * first page. Every booking module imports this before it renders.
 */
export const BOOKING_NS = 'booking';

if (!i18n.hasResourceBundle('en', BOOKING_NS)) i18n.addResourceBundle('en', BOOKING_NS, strings);

/** Booking strings first, then the app's own (errors, common buttons) for what the area shares. */
export function useBookingTranslation() {
  return useTranslation([BOOKING_NS, 'translation'], { nsMode: 'fallback' });
}
