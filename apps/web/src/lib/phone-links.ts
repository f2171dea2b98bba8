/**
 * The wa.me address of a mobile number: digits only, with the country code (India's 91 when the
 * number has only its 10 digits), as WhatsApp's click-to-chat wants it.
 */
export function whatsappUrl(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  const full = digits.length === 10 ? `91${digits}` : digits.replace(/^0+/, '');
  return `https://wa.me/${full}`;
}

/** The dialler's address: the number as given, without spaces. */
export function telUrl(mobile: string): string {
  return `tel:${mobile.replace(/[^\d+]/g, '')}`;
}
