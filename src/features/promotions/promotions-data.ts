import { call, promo, session } from '../../core';
import type { Reward } from '../../core/contract/promo';
import { type Announcement, announcements } from '../../core/contract/system';

/** A promotion as the page shows it: its announcement (texts, artwork, category) and the member's state. */
export interface PromotionItem {
  promotionId: number;
  title: string;
  /** Server HTML: the full terms, sanitised before render. */
  content: string;
  imageUrl: string | null;
  category: string | null;
  startTime: string;
  endTime: string | null;
  /** The member's reward (kind, amount, state); null for a visitor. */
  reward: Reward | null;
}

/** The promotion announcements (PR) that present a promotion, in the operator's order. */
async function promotionAnnouncements(): Promise<(Announcement & { promotionId: number })[]> {
  const answer = await call(announcements, { types: 'PR' });
  return answer.promotion.filter(
    (item): item is Announcement & { promotionId: number } => typeof item.promotionId === 'number',
  );
}

/** The member's rewards by promotion, or an empty map for a visitor. */
async function rewardsOf(signedIn: boolean): Promise<Map<number, Reward>> {
  if (!signedIn) return new Map();
  const { list } = await call(promo.rewardCenter, {});
  return new Map(list.map((reward) => [reward.promotionId, reward]));
}

const itemOf = (
  announcement: Announcement & { promotionId: number },
  reward: Reward | null,
): PromotionItem => ({
  promotionId: announcement.promotionId,
  title: announcement.title,
  content: announcement.content,
  imageUrl: announcement.imageUrl,
  category: announcement.category ?? null,
  startTime: announcement.startTime,
  endTime: announcement.endTime,
  reward,
});

/**
 * Every listed promotion, with the member's state when signed in (both asked at once). A member in a time-out or
 * self-exclusion is shown none (the page's empty state; the reward centre answers them nothing either).
 */
export async function loadPromotions(signedIn: boolean): Promise<PromotionItem[]> {
  if (session.restriction.value) return [];
  const [list, rewards] = await Promise.all([promotionAnnouncements(), rewardsOf(signedIn)]);
  return list.map((announcement) => itemOf(announcement, rewards.get(announcement.promotionId) ?? null));
}

export interface PromotionDetailData {
  /** Null when neither its announcement nor the member's rewards know the promotion. */
  promotion: PromotionItem | null;
}

/**
 * One promotion: its announcement, else (a promotion the reward centre lists without a page) the
 * member's reward, its description standing for the terms.
 */
export async function loadPromotion(promotionId: number, signedIn: boolean): Promise<PromotionDetailData> {
  const [list, rewards] = await Promise.all([promotionAnnouncements(), rewardsOf(signedIn)]);
  const reward = rewards.get(promotionId) ?? null;
  const announcement = list.find((item) => item.promotionId === promotionId);
  if (announcement) return { promotion: itemOf(announcement, reward) };
  if (!reward) return { promotion: null };
  return {
    promotion: {
      promotionId,
      title: reward.title,
      content: `<p>${escapeText(reward.description)}</p>`,
      imageUrl: null,
      category: null,
      startTime: reward.startTime,
      endTime: reward.endTime,
      reward,
    },
  };
}

/** Plain text placed inside HTML that is sanitised anyway: only what HTML itself would misread. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The category tabs: "all", then each category in the order its first promotion comes. */
export function categoriesOf(list: readonly PromotionItem[]): string[] {
  const seen: string[] = [];
  for (const item of list) {
    const category = item.category ?? 'other';
    if (!seen.includes(category)) seen.push(category);
  }
  return seen;
}
