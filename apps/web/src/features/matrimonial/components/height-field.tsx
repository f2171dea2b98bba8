import { Group, NativeSelect, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { cmToFeetInches, feetInchesToCm, FEET, fitsFeetSelects, INCHES } from '../profile-values.ts';
import { FieldGroup } from './field-group.tsx';
import { formatHeight } from './profile-text.ts';

export type HeightUnit = 'ft' | 'cm';

interface HeightFieldProps {
  /** The form's value: whole centimetres as text ('' when not said), what the API keeps. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  name: string;
}

/**
 * Height in feet and inches (the default: how families here say it) or in centimetres; either way the
 * form keeps centimetres. A saved height that is not on a whole inch (171 cm) shows as the nearest inch
 * (5′ 7″) and stays 171 until a select is changed; the line under the controls says what families read.
 */
export function HeightField({ value, onChange, error, name }: HeightFieldProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const cm = /^\d+$/.test(value) ? Number(value) : null;
  // Feet and inches unless the saved height is one the selects cannot show.
  const [unit, setUnit] = useState<HeightUnit>(cm === null || fitsFeetSelects(cm) ? 'ft' : 'cm');
  const shown = cm !== null && fitsFeetSelects(cm) ? cmToFeetInches(cm) : null;
  const described = {
    error: Boolean(error),
  } as const;

  return (
    <FieldGroup legend={t('matrimonial.fields.height')} error={error} errorId={errorId}>
      <SegmentedControl
        size="xs"
        value={unit}
        onChange={(next) => setUnit(next as HeightUnit)}
        aria-label={t('matrimonial.fields.heightUnit')}
        data={[
          { value: 'ft', label: t('matrimonial.form.heightFeetInches') },
          { value: 'cm', label: t('matrimonial.form.heightCm') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {unit === 'ft' ? (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <NativeSelect
            name={name}
            aria-label={t('matrimonial.fields.feet')}
            value={shown ? String(shown.feet) : ''}
            onChange={(event) => {
              const feet = event.currentTarget.value;
              onChange(feet ? String(feetInchesToCm(Number(feet), shown?.inches ?? 0)) : '');
            }}
            data={[
              { value: '', label: t('matrimonial.form.notSaid') },
              ...FEET.map((n) => ({ value: String(n), label: t('matrimonial.height.feetOption', { n }) })),
            ]}
            style={{ flex: '1 1 0', minWidth: 0 }}
            {...described}
          />
          <NativeSelect
            aria-label={t('matrimonial.fields.inches')}
            value={shown ? String(shown.inches) : ''}
            disabled={!shown}
            onChange={(event) =>
              shown && onChange(String(feetInchesToCm(shown.feet, Number(event.currentTarget.value))))
            }
            data={[
              ...(shown ? [] : [{ value: '', label: '—' }]),
              ...INCHES.map((n) => ({
                value: String(n),
                label: t('matrimonial.height.inchesOption', { n }),
              })),
            ]}
            style={{ flex: '1 1 0', minWidth: 0 }}
            {...described}
          />
        </Group>
      ) : (
        <TextInput
          name={name}
          aria-label={t('matrimonial.fields.centimetres')}
          type="number"
          inputMode="numeric"
          min={90}
          max={250}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          rightSection={<Text size="sm">{t('matrimonial.form.heightCm')}</Text>}
          rightSectionWidth={80}
          {...described}
        />
      )}
      {/* Always there, so that a screen reader hears each new height as it is chosen. */}
      <Text size="sm" c="dimmed" aria-live="polite">
        {cm !== null && cm >= 90 && cm <= 250
          ? t('matrimonial.form.heightShows', { height: formatHeight(cm, t) })
          : null}
      </Text>
    </FieldGroup>
  );
}
