import { createNews } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { newsKey } from './news-keys';

/** `POST /api/school/admin/AddNews`; its failures show only under the fields (§8). */
export const useCreateNews = () =>
  useRouteMutation(createNews, { silent: true, refreshes: [newsKey] });
