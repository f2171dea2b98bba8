import type { ProfileReport, REPORT_STATUSES } from '@samaj/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminListQueryOptions } from './admin-list.ts';
import { adminKeys } from './keys.ts';

type ReportStatus = (typeof REPORT_STATUSES)[number];

export const reportsQueryOptions = (status: ReportStatus) =>
  adminListQueryOptions<ProfileReport>([...adminKeys.reports, status], '/api/admin/reports', status);

export function useReports(status: ReportStatus) {
  return useInfiniteQuery(reportsQueryOptions(status));
}
