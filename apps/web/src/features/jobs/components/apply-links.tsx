import { Button, Group } from '@mantine/core';
import type { Job } from '@samaj/shared';
import { LTR_SLOT, WithLtr } from '../../../components/ltr.tsx';
import { ltrWhereRtl } from '../../../lib/bidi.ts';
import { telUrl, whatsappUrl } from '../../../lib/phone-links.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

/**
 * "How to apply" as buttons, when the office gave the numbers: call, or write on WhatsApp. The number
 * stays +91… in Urdu too (isolated in the label, an element in the button), as matrimonial's
 * contact links do (the same light green button, the theme's darker ink: 4.5:1 and more).
 */
export function ApplyLinks({ job }: { job: Pick<Job, 'title' | 'apply_phone' | 'apply_whatsapp'> }) {
  const { t } = useTranslation();
  if (!job.apply_phone && !job.apply_whatsapp) return null;
  return (
    <Group gap="xs">
      {job.apply_phone && (
        <Button
          component="a"
          href={telUrl(job.apply_phone)}
          aria-label={t('jobs.callNamed', { title: job.title, mobile: ltrWhereRtl(job.apply_phone) })}
        >
          <WithLtr text={t('jobs.call', { mobile: LTR_SLOT })} value={job.apply_phone} />
        </Button>
      )}
      {job.apply_whatsapp && (
        <Button
          component="a"
          href={whatsappUrl(job.apply_whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          color="green"
          aria-label={t('jobs.whatsappNamed', { title: job.title, mobile: ltrWhereRtl(job.apply_whatsapp) })}
        >
          {t('jobs.whatsapp')}
        </Button>
      )}
    </Group>
  );
}
