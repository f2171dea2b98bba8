import { Button, Drawer } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { SearchFilters } from '../types.ts';
import { SearchFilterForm } from './search-filter-form.tsx';
import { filtersInUse, type FilterText } from './search-filters.ts';

/**
 * The search's filters behind one button, so that a phone shows the matches first (decision 063):
 * "Filters (3)" says how many narrow the search (filtersInUse), and opens a sheet from the bottom of a
 * phone, from the end of the line on a wider screen. Apply searches and closes it; Escape or the close
 * button closes it without searching; either way focus goes back to the button (Mantine's Drawer). The
 * form is drawn afresh at each opening from the filters in effect, so what was typed and not applied
 * is dropped.
 */
export function SearchFiltersSheet({
  applied,
  onApply,
}: {
  /** The filters in effect, as the form's text. */
  applied: FilterText;
  onApply: (filters: SearchFilters, text: FilterText) => void;
}) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  // Mantine's `sm` (48em), answered on the first render, as the header does.
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  const count = filtersInUse(applied);
  return (
    <>
      <Button
        variant="default"
        onClick={open}
        aria-haspopup="dialog"
        aria-expanded={opened}
        aria-label={count > 0 ? t('matrimonial.search.filtersInUse', { count }) : undefined}
      >
        {count > 0 ? t('matrimonial.search.filtersCount', { count }) : t('matrimonial.search.filtersButton')}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        title={t('matrimonial.search.filters')}
        // "right" is the end of the line: Mantine draws it on the left when the page reads right to left.
        position={wide ? 'right' : 'bottom'}
        size={wide ? 'md' : '88%'}
        styles={{ body: { paddingBottom: 0 } }}
      >
        <SearchFilterForm
          initial={applied}
          onSearch={(filters, text) => {
            onApply(filters, text);
            close();
          }}
        />
      </Drawer>
    </>
  );
}
