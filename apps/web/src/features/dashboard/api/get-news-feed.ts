import { NEWS_FEED_PATH } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type NewsFeedItem = { id: number; title: string; body: string; publishFrom: string };

export const getNewsFeed = async () =>
  (await http.get<{ items: NewsFeedItem[] }>(NEWS_FEED_PATH, { suppressErrorDialog: true })).items;

export const useNewsFeed = () => useQuery(queryOptions({ queryKey: ['news-feed'], queryFn: getNewsFeed }));
