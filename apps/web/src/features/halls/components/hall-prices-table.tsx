import { BOOKING_USER_TYPE_LABELS, BOOKING_USER_TYPES, type Hall } from '@samaj/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney } from '../../../lib/format.ts';
import classes from './hall-prices-table.module.css';

/** Amount and deposit per booking user type; what one date costs is their sum (product spec section 9). */
export function HallPricesTable({ hall }: { hall: Hall }) {
  const { t } = useTranslation();
  return (
    <>
      {/* A plain scrolling region around a plain table (Mantine's Table carries Table.ScrollContainer, whose
      custom scrollbars would add ScrollArea and floating-ui to the first load of the public pages);
      focusable so keyboard users can scroll it. */}
      <div
        className={classes.scroll}
        role="region"
        tabIndex={0}
        aria-label={t('halls.pricesFor', { name: hall.name })}
      >
        <table className={classes.table}>
          <caption>{t('halls.pricesFor', { name: hall.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('halls.userType')}</th>
              <th scope="col" className={classes.number}>
                {t('halls.amount')}
              </th>
              <th scope="col" className={classes.number}>
                {t('halls.deposit')}
              </th>
              <th scope="col" className={classes.number}>
                {t('halls.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {BOOKING_USER_TYPES.map((type) => {
              const { amount, deposit } = hall.payment_amount[type];
              return (
                <tr key={type}>
                  <th scope="row">
                    {t(`userTypes.${type}`, { defaultValue: BOOKING_USER_TYPE_LABELS[type] })} ({type})
                  </th>
                  <td className={classes.number}>{formatMoney(amount)}</td>
                  <td className={classes.number}>{formatMoney(deposit)}</td>
                  <td className={classes.number}>{formatMoney(amount + deposit)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
