import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_LIST_LIMIT, type ContactList, type FeedbackList, type SubscriberList } from '@kala/contract/analytics';
import { apiRequest } from '../../../lib/api-client';
import { analyticsKeys, type AdminListName } from './analytics-keys';

interface ListAnswers {
  feedback: FeedbackList;
  newsletter: SubscriberList;
  'contact-messages': ContactList;
}

/** GET /api/admin/feedback | newsletter | contact-messages: one page, newest first. */
export const getAdminList = <N extends AdminListName>(name: N, page: number, signal?: AbortSignal) =>
  apiRequest<ListAnswers[N]>(`/api/admin/${name}`, { query: { page, limit: ADMIN_LIST_LIMIT }, signal });

/** One page of a list; the page shown stays while the next loads, so the list does not jump to a skeleton. */
export function useAdminList<N extends AdminListName>(name: N, page: number) {
  return useQuery({
    queryKey: analyticsKeys.list(name, page),
    queryFn: ({ signal }) => getAdminList(name, page, signal),
    placeholderData: keepPreviousData,
  });
}

export const LIST_LOAD_FAILED: Record<AdminListName, string> = {
  feedback: 'Failed to load feedback',
  newsletter: 'Failed to load subscribers',
  'contact-messages': 'Failed to load messages',
};
