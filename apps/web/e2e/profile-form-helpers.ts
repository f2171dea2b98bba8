import type { Locator } from '@playwright/test';

/**
 * The profile form's date of birth is three selects in the group "Date of birth" (day, month, year):
 * chooses a `YYYY-MM-DD` date in them, in any language (by value, not by the month's name).
 */
export async function fillDateOfBirth(form: Locator, iso: string, legend: string | RegExp = /Date of birth/) {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const group = form.getByRole('group', { name: legend });
  const [daySelect, monthSelect, yearSelect] = await group.getByRole('combobox').all();
  await yearSelect!.selectOption(String(year));
  await monthSelect!.selectOption(String(month));
  await daySelect!.selectOption(String(day));
}
