// Where channel profiles live: one named ChannelProfile per account and environment (sandbox and
// live never see each other's). The interface lets PostgreSQL or another store stand in.
import type { ChannelProfile } from '../model/schemas';
import type { Environment } from '../http/principal';

export interface ProfileScope {
  accountId: string;
  environment: Environment;
}

export interface StoredChannelProfile {
  channelName: string;
  profile: ChannelProfile;
  createdAt: string;
  updatedAt: string;
}

export interface ChannelProfileStore {
  get(scope: ProfileScope, channelName: string): Promise<StoredChannelProfile | undefined>;
  /** Every profile of the scope, ordered by name. */
  list(scope: ProfileScope): Promise<StoredChannelProfile[]>;
  /** Creates or replaces; says which, so the route can answer 201 or 200. */
  put(scope: ProfileScope, channelName: string, profile: ChannelProfile, now: Date): Promise<{ created: boolean; stored: StoredChannelProfile }>;
  /** False when there was nothing to delete. */
  delete(scope: ProfileScope, channelName: string): Promise<boolean>;
}

export const CHANNEL_NAME_PATTERN = '^[A-Za-z0-9._-]{1,64}$';
