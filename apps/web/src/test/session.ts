import type { SessionUser } from '../lib/session.ts';
import { useSession } from '../lib/session.ts';

export const demoUser: SessionUser = {
  id: '7f0c2f1e-1111-4a4a-9a9a-000000000001',
  name: 'Aisha Memon',
  mobile: '+919876543210',
  email: 'aisha@example.org',
  is_admin: false,
  member_type: null,
  language: 'en',
  mobile_verified_at: '2026-01-01T00:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
  profiles: [],
};

export function logInAs(user: SessionUser = demoUser, token = 'test-token'): void {
  useSession.getState().setSession(user, token);
}
