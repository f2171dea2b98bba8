import { apiResponse } from './api-client.ts';

/**
 * GETs a file of the API with the session's token (a plain link would not carry it): its content and
 * the file name the server's attachment gives, if any. It fails as every API call does (api-client.ts).
 */
export async function fetchApiFile(path: string): Promise<{ blob: Blob; name: string | undefined }> {
  const response = await apiResponse(path, { accept: '*/*' });
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), name };
}

/** Saves a file through a temporary link (works in the browser and the web view). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
