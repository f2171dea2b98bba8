import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../config.ts';
import { parseRefundPolicy } from '../../../lib/refund-policy.ts';
import { advancePlan, allocateRefund, financialYear, refundFor } from './money.ts';

const policy = parseRefundPolicy('90:100,30:50,0:0');
const facts = { rent: 25000, deposit: 10000, paid: 35000, refunded: 0, today: '2030-01-15', policy };

describe('REFUND_POLICY', () => {
  it('reads bands in any order and refuses nonsense', () => {
    expect(parseRefundPolicy('0:0, 30:50 ,90:100')).toEqual([
      { days: 90, percent: 100 },
      { days: 30, percent: 50 },
      { days: 0, percent: 0 },
    ]);
    expect(() => parseRefundPolicy('30:50')).toThrow(/0 days/);
    expect(() => parseRefundPolicy('30:150,0:0')).toThrow(/0 to 100/);
    expect(() => parseRefundPolicy('30:50,30:40,0:0')).toThrow(/twice/);
    expect(() => parseRefundPolicy('soon')).toThrow(/days:percent/);
    expect(() => parseConfig({ NODE_ENV: 'test', REFUND_POLICY: 'soon' })).toThrow(/REFUND_POLICY/);
    expect(parseConfig({ NODE_ENV: 'test' }).REFUND_POLICY).toEqual(policy);
    expect(() => parseConfig({ NODE_ENV: 'test', REMINDER_DAYS: '7,x' })).toThrow(/REMINDER_DAYS/);
    expect(() => parseConfig({ NODE_ENV: 'test', GSTIN: '123' })).toThrow(/GSTIN/);
  });
});

describe('refund by notice', () => {
  it('takes the band on its first day and the deposit always back', () => {
    expect(refundFor({ ...facts, firstDate: '2030-04-15' })).toMatchObject({
      total: 35000,
      rule: '90:100',
      days_before: 90,
    });
    expect(refundFor({ ...facts, firstDate: '2030-04-14' })).toMatchObject({ total: 22500, rule: '30:50' });
    expect(refundFor({ ...facts, firstDate: '2030-02-14' })).toMatchObject({
      refund_rent: 12500,
      refund_deposit: 10000,
    });
    expect(refundFor({ ...facts, firstDate: '2030-02-13' })).toMatchObject({
      refund_rent: 0,
      refund_deposit: 10000,
    });
    // A date already past keeps the last band.
    expect(refundFor({ ...facts, firstDate: '2030-01-10' })).toMatchObject({ total: 10000, rule: '0:0' });
  });
  it('counts what was already refunded and never goes below zero', () => {
    expect(refundFor({ ...facts, refunded: 30000, firstDate: '2030-12-01' }).total).toBe(5000);
    expect(refundFor({ ...facts, paid: 5000, firstDate: '2030-01-20' }).total).toBe(0);
  });
});

describe('advance and balance', () => {
  it('takes each hall’s percent and dates the balance by the strictest hall', () => {
    const lines = [
      { amountToPay: 35000, advancePercent: 25, balanceDueDays: 30 },
      { amountToPay: 10001, advancePercent: 100, balanceDueDays: 90 },
    ];
    expect(advancePlan(lines, '2030-06-01', '2030-01-15')).toEqual({
      advance: 8750 + 10001,
      balanceDueOn: '2030-05-02',
    });
    expect(advancePlan(lines, '2030-02-10', '2030-01-15')).toEqual({ advance: 45001, balanceDueOn: null });
    expect(advancePlan([lines[1]!], '2030-06-01', '2030-01-15')).toEqual({
      advance: 10001,
      balanceDueOn: null,
    });
  });
  it('numbers by the Indian financial year and splits refunds newest payment first', () => {
    expect(financialYear('2030-03-31')).toBe('2029-30');
    expect(financialYear('2030-04-01')).toBe('2030-31');
    expect(financialYear('2099-12-31')).toBe('2099-00');
    expect(
      allocateRefund(5000, [
        { id: 'advance', leftPaise: 4000 },
        { id: 'balance', leftPaise: 3000 },
      ]),
    ).toEqual([
      { paymentId: 'balance', amountPaise: 3000 },
      { paymentId: 'advance', amountPaise: 2000 },
    ]);
  });
});
