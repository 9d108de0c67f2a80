import { updateNews } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { newsKey } from './news-keys';

/** `PUT /api/school/admin/UpdateNews`; its failures show only under the fields (§8). */
export const useUpdateNews = () =>
  useRouteMutation(updateNews, { silent: true, refreshes: [newsKey], refreshOn: 'settled' });
