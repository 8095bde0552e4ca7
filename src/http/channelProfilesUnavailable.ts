// Channel profile lookup used until profiles are stored: no profile exists, so a request that
// names one gets the contract's 422 for an unknown profile.
import { ApiError } from './apiError';
import type { ChannelProfileLookup } from './services';

export const unknownChannelProfiles: ChannelProfileLookup = {
  async forRequest(_request, channelName) {
    if (channelName === undefined) return undefined;
    throw new ApiError(422, 'Unknown channelName: register the channel profile first', { details: [{ field: 'channelName', message: 'no such channel profile' }] });
  },
};
