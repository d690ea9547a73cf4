import { NEWS_FEED_PATH, type NewsFeedItem } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const getNewsFeed = async () =>
  (await http.get<{ items: NewsFeedItem[] }>(NEWS_FEED_PATH, { suppressErrorDialog: true })).items;

export const useNewsFeed = () => useQuery(queryOptions({ queryKey: ['news-feed'], queryFn: getNewsFeed }));
