import { Alert, Stack, Text } from '@mantine/core';
import { REVISION_FIELDS, type PendingRevision, type RevisionField } from '@samaj/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatInstant } from '../../../lib/format.ts';

/** The revision's fields in the form's order, each with the value the family sent. */
export function revisedFields(revision: PendingRevision): [RevisionField, string | null][] {
  const fields = revision.fields as Partial<Record<RevisionField, string | null>>;
  return REVISION_FIELDS.filter((field) => Object.hasOwn(fields, field)).map((field) => [
    field,
    fields[field] ?? null,
  ]);
}

/**
 * On the owner's profile and its edit page: the changes to an approved profile's texts that wait for the
 * office (docs/api.md "Identity and abuse": revisions), and that other families still read the approved
 * text. Nothing when nothing waits.
 */
export function PendingRevisionNotice({ revision }: { revision: PendingRevision | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (!revision) return null;
  const fields = revisedFields(revision);
  if (fields.length === 0) return null;
  const label = (field: RevisionField) => t(`matrimonial.fields.${field}`);
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    fields.map(([f]) => label(f)),
  );
  const shown = (field: RevisionField, value: string | null) =>
    field === 'community'
      ? value
        ? t(`matrimonial.community.${value}`)
        : t('matrimonial.form.notSaid')
      : value || t('matrimonial.revision.empty');
  return (
    <Alert color="yellow" variant="light" title={t('matrimonial.revision.title')} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('matrimonial.revision.text', { fields: names })}</Text>
        <Text size="sm" c="dark.6">
          {t('matrimonial.revision.sent', { date: formatInstant(revision.submitted_at) })}
        </Text>
        <Stack component="dl" gap={6} m={0}>
          {fields.map(([field, value]) => (
            <div key={field}>
              <Text component="dt" size="sm" fw={600}>
                {t('matrimonial.revision.newValue', { field: label(field) })}
              </Text>
              <Text
                component="dd"
                size="sm"
                m={0}
                // The family's own words, in any script: their own direction on an Urdu page too.
                dir="auto"
                style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {shown(field, value)}
              </Text>
            </div>
          ))}
        </Stack>
      </Stack>
    </Alert>
  );
}
