import { hallsQueryOptions } from '../../api/halls.ts';
import type { PageData } from '../../lib/page-data.ts';
import { queryClient } from '../../lib/query-client.ts';
import { paths } from './paths.ts';

/** The halls listing's data: the halls, with prices (the page's query). */
export const hallsPageData: PageData = {
  path: paths.list,
  start: () => void queryClient.prefetchQuery(hallsQueryOptions()),
};
