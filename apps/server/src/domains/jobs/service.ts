/** The jobs domain's public face: the published jobs (published.ts), which the share previews read. */
export { getJob, listJobs } from './published.ts';
