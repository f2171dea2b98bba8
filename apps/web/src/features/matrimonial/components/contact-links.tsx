import { Button, Group } from '@mantine/core';
import { LTR_SLOT, WithLtr } from '../../../components/ltr.tsx';
import { ltrWhereRtl } from '../../../lib/bidi.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Contact } from '../types.ts';
import { displayContactName } from '../../../lib/names.ts';

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

/** Two buttons for a revealed number: call it, or write on WhatsApp (opens the app or web.whatsapp). */
export function ContactLinks({ contact, size = 'sm' }: { contact: Contact; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  // The number stays +91… in Urdu too: isolated in the names read aloud, an element in the label.
  const values = { name: displayContactName(contact), mobile: ltrWhereRtl(contact.mobile) };
  return (
    <Group gap="xs">
      <Button
        component="a"
        href={telUrl(contact.mobile)}
        size={size}
        aria-label={t('matrimonial.contact.callNamed', values)}
      >
        <WithLtr text={t('matrimonial.contact.call', { mobile: LTR_SLOT })} value={contact.mobile} />
      </Button>
      <Button
        component="a"
        href={whatsappUrl(contact.mobile)}
        target="_blank"
        rel="noopener noreferrer"
        size={size}
        variant="light"
        color="green"
        aria-label={t('matrimonial.contact.whatsappNamed', values)}
      >
        {t('matrimonial.contact.whatsappShort')}
      </Button>
    </Group>
  );
}
