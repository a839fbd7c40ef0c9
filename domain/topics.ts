// Topics (interests) and their pages (spec 3 section 2 "Discovery routes": /ideas,
// /ideas/{interest}/{id}, /topics; spec 3 section 3 "Topic/interest: id, name, url_name";
// spec 3 section 4: follow topic and unfollow topic, a login prompt for logged-out viewers).
import type { Interest } from './types';

/** A topic's page: `/ideas/{url_name}/{id}/` (spec 3 section 2), as pin tag chips link to it. */
export function topicPath(interest: Pick<Interest, 'id' | 'urlName'>): string {
  return `/ideas/${encodeURIComponent(interest.urlName)}/${encodeURIComponent(interest.id)}/`;
}

/** The grid surface of a topic's pins (spec 3 section 2 "Surfaces that host pin grids"). */
export const TOPIC_SURFACE = 'RetrievalHub';

/**
 * The topic pages' own words (ours: the spec names the routes, not their texts). The card's
 * 'From {topic}' label is the spec's and lives in domain/pin-card.ts.
 */
export const TOPIC_TEXT = {
  ideasTitle: 'Ideas',
  ideasSubtitle: 'Browse topics and find Pins you will love.',
  topicsTitle: 'Topics',
  topicsSubtitle: 'Follow topics to see more of them in your home feed.',
  topicList: 'Topics',
  loadingTopics: 'Loading topics',
  loadingTopic: 'Loading topic',
  noTopicsTitle: 'No topics yet',
  noTopicsBody: 'Topics show up here once there are some.',
  noPinsTitle: 'No Pins in this topic yet',
  noPinsBody: 'Pins tagged with this topic will show up here.',
  topicPins: (name: string) => `Pins about ${name}`,
  manageTopics: 'Manage the topics you follow',
} as const;

/** Topics the viewer follows first, each group in its given order. */
export function followedFirst<T extends Pick<Interest, 'followedByMe'>>(list: readonly T[]): T[] {
  return [...list.filter((i) => i.followedByMe), ...list.filter((i) => !i.followedByMe)];
}
