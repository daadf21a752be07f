// HomeSafe's rate limits (decisions 0802, 0803, 0805): the found page, finders' messages and owners' answers.
import type { RateLimitRule } from '../../shared/rate-limit/rate-limit.js';

/**
 * Per IP: found-page look-ups (a person scans a tag or types a code a few times; a script trying codes
 * hits this first), finder messages; per tag: messages about one pet (a flood of messages to one owner).
 */
export const HOMESAFE_LIMITS = {
  lookup: { name: 'found-lookup', limit: 30, windowSeconds: 600 },
  /**
   * Decision 0805: look-ups by licence tag number, on top of `lookup`. Those numbers run in sequence
   * (KC000001, KC000002, …), so unlike a tag code they can be guessed: a finder types one or two, a
   * script walking the sequence stops here.
   */
  licenseTagLookup: { name: 'found-lookup-license-tag', limit: 20, windowSeconds: 3600 },
  messagePerIp: { name: 'found-message-ip', limit: 5, windowSeconds: 3600 },
  messagePerTag: { name: 'found-message-tag', limit: 10, windowSeconds: 86_400 },
  finderReply: { name: 'found-finder-reply', limit: 30, windowSeconds: 3600 },
  /**
   * An owner's answers and shares (decision 0803): per account, over all its conversations (someone writing
   * to themselves as a finder from many addresses), and per conversation (one address flooded). Each
   * answer is still kept and shown on the finder's page; these bound how many are written at all.
   */
  ownerRelayPerAccount: { name: 'found-owner-relay-account', limit: 20, windowSeconds: 3600 },
  ownerRelayPerConversation: { name: 'found-owner-relay-conversation', limit: 10, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>;
