import { useMutation } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/download.ts';

/** The member's own data: the export to download, and deleting the account. */

/** Every record about the account (GET /api/account/export), as the server answers it. */
export type AccountExport = Record<string, unknown> & { exported_at: string };

export function fetchAccountExport(): Promise<AccountExport> {
  return api.get<AccountExport>('/api/account/export');
}

/** The file's name, as the server's attachment names it: samaj-account-YYYY-MM-DD.json. */
export const exportFileName = (data: AccountExport) => `samaj-account-${data.exported_at.slice(0, 10)}.json`;

/** Saves the export as a JSON file through a temporary link (works in the browser and the web view). */
export function saveExport(data: AccountExport): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), exportFileName(data));
}

export function useDownloadAccountData() {
  return useMutation({
    mutationFn: async () => {
      const data = await fetchAccountExport();
      saveExport(data);
      return data;
    },
  });
}

/** DELETE /api/account with the password, or a one-use token from otp/verify. */
export function deleteAccount(proof: { password: string } | { token: string }): Promise<void> {
  return apiRequest<void>('/api/account', { method: 'DELETE', body: proof });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
