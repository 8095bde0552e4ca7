// The EP-01 side of channel profiles: loads the profile a request names, in the caller's account
// and environment; a name that is not registered there is the contract's 422.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/apiError';
import type { ChannelProfileLookup } from '../http/services';
import { callerOf } from '../audit/caller';
import type { ChannelProfileStore } from './store';

export function storedChannelProfiles(store: ChannelProfileStore): ChannelProfileLookup {
  return {
    async forRequest(request: FastifyRequest, channelName: string | undefined) {
      if (channelName === undefined) return undefined;
      const { accountId, environment } = callerOf(request);
      const stored = await store.get({ accountId, environment }, channelName);
      if (!stored) {
        throw new ApiError(422, `Unknown channelName ${channelName}: register it with PUT {base}/channel-profiles/${channelName} first`, {
          details: [{ field: 'channelName', message: 'no channel profile of that name in this account and environment' }],
        });
      }
      return stored.profile;
    },
  };
}
