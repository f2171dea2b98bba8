import type { CloseMessageReportBody, MessageReport } from '@samaj/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminListQueryOptions } from './admin-list.ts';
import { adminKeys } from './keys.ts';

type MessageReportStatus = MessageReport['status'];

/**
 * GET /api/admin/message-reports?status: reported messages, newest first, each with its excerpt (the
 * message and the five before it). The server records every report it shows in the audit log, so the
 * page only reads what it is given and asks for nothing else of the conversation.
 */
export const messageReportsQueryOptions = (status: MessageReportStatus) =>
  adminListQueryOptions<MessageReport>(
    [...adminKeys.messageReports, status],
    '/api/admin/message-reports',
    status,
  );

export function useMessageReports(status: MessageReportStatus) {
  return useInfiniteQuery(messageReportsQueryOptions(status));
}

export function closeMessageReport({
  id,
  body,
}: {
  id: string;
  body: CloseMessageReportBody;
}): Promise<MessageReport> {
  return api.post<MessageReport>(`/api/admin/message-reports/${encodeURIComponent(id)}/close`, body);
}

/** Closing moves the report to the closed tab; a suspension also changes the users list. */
export function useCloseMessageReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeMessageReport,
    onSuccess: async (_report, { body }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.messageReports }),
        body.action === 'user_suspended'
          ? queryClient.invalidateQueries({ queryKey: adminKeys.users })
          : undefined,
      ]);
    },
  });
}
