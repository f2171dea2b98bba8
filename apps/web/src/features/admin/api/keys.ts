/** Every admin query key starts with 'admin', so a change can refresh the whole area at once. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  profiles: (status: string) => ['admin', 'profiles', status] as const,
  profilesAll: ['admin', 'profiles'] as const,
  reports: ['admin', 'reports'] as const,
  messageReports: ['admin', 'message-reports'] as const,
  content: (kind: string) => ['admin', 'content', kind] as const,
  halls: ['admin', 'halls'] as const,
  blocked: ['admin', 'blocked-dates'] as const,
  bookings: ['admin', 'bookings'] as const,
  booking: (id: string) => ['admin', 'bookings', 'one', id] as const,
  calendar: ['admin', 'bookings', 'calendar'] as const,
  users: ['admin', 'users'] as const,
  audit: ['admin', 'audit'] as const,
};

/** A list path with its filters: cursor pages after the first follow next_page_url, which keeps them. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
