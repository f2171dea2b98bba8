import type { AdminJob, AdminJobUpdate, AdminNews, AdminNewsUpdate } from '@samaj/shared';

/** News and jobs are managed the same way: one set of calls, told apart by the path. */
export type ContentKind = 'news' | 'jobs';
export type ContentItem<K extends ContentKind> = K extends 'news' ? AdminNews : AdminJob;
export type ContentInput<K extends ContentKind> = K extends 'news' ? AdminNewsUpdate : AdminJobUpdate;
export type AnyContentItem = AdminNews | AdminJob;

export const contentPath = (kind: ContentKind, id?: string) =>
  id ? `/api/admin/${kind}/${encodeURIComponent(id)}` : `/api/admin/${kind}`;
