import { Autocomplete, Stack, Text } from '@mantine/core';
import { placeMatches, stateName, type Place } from '@samaj/shared';
import { useMemo } from 'react';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

interface PlaceFieldProps {
  /** The places the community lives in (GET /api/places). */
  places: readonly Place[];
  /** The city as written in the box. */
  city: string;
  /** The listed place chosen, '' for free text. */
  placeId: string;
  onChange: (next: { city: string; placeId: string; state?: string }) => void;
  error?: string | undefined;
}

/**
 * Where the family lives: a place of the list, named in the reader's language and found by its name
 * in any of the four ("Bhuj", "ભુજ", "भुज", "بھج"), or any town written as free text (decision 063).
 * A name typed out in full counts as choosing it.
 */
export function PlaceField({ places, city, placeId, onChange, error }: PlaceFieldProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const byLabel = useMemo(() => new Map(places.map((p) => [p.name[language], p])), [places, language]);
  // Every name of a place, in any language, finds it when typed out in full.
  const byAnyName = useMemo(
    () =>
      new Map(
        places.flatMap((p) =>
          Object.values(p.name).map((n) => [n.trim().toLocaleLowerCase('en'), p] as const),
        ),
      ),
    [places],
  );
  const chosen = places.find((p) => p.id === placeId);
  const free = city.trim() !== '' && !chosen;
  // A listed place reads in the language on screen, whichever of its names the box was given.
  const shown = chosen && Object.values(chosen.name).includes(city) ? chosen.name[language] : city;

  return (
    <Stack gap={4}>
      <Autocomplete
        label={t('matrimonial.fields.city')}
        description={t('matrimonial.form.placeHelp')}
        // Urdu's letters reach far below the line: a description that wraps at 390 px ran its second
        // line into the first and the box at Mantine's tight 1.2 (decision 063, the City field in Urdu).
        styles={{ description: { lineHeight: 1.7, paddingBottom: 2 } }}
        name="city"
        autoComplete="off"
        required
        maxLength={60}
        value={shown}
        error={error}
        data={places.map((p) => p.name[language])}
        limit={8}
        filter={({ options, search }) =>
          options.filter((o) => {
            const p = 'value' in o ? byLabel.get(o.value) : undefined;
            return p ? placeMatches(p.name, search) : false;
          })
        }
        renderOption={({ option }) => {
          const p = byLabel.get(option.value);
          return (
            <div>
              <Text size="sm">{option.value}</Text>
              {p && (
                <Text size="xs" c="dimmed">
                  {stateName(language, p.state)}
                </Text>
              )}
            </div>
          );
        }}
        onChange={(value) => {
          const p = byAnyName.get(value.trim().toLocaleLowerCase('en'));
          onChange({ city: value, placeId: p?.id ?? '' });
        }}
        onOptionSubmit={(value) => {
          const p = byLabel.get(value);
          if (p) onChange({ city: p.name[language], placeId: p.id, state: stateName(language, p.state) });
        }}
      />
      {free && (
        <Text size="xs" c="dimmed" lh={1.7}>
          {t('matrimonial.form.placeFree')}
        </Text>
      )}
    </Stack>
  );
}
