/** The news domain's public face: the published news (published.ts), which the share previews read. */
export { getNews, listNews } from './published.ts';
