// {base}/channel-profiles (contract section 3): register, read, list and delete the named channel
// profiles of the caller's account in this base's environment. JSON or XML (root ChannelProfile).
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { ChannelProfileSchema, type ChannelProfile } from '../../model/schemas';
import { CHANNEL_NAME_PATTERN, type ChannelProfileStore, type StoredChannelProfile } from '../../profiles/store';
import { callerOf } from '../../audit/caller';
import { ApiError } from '../apiError';
import { sendBody } from '../reply';
import { errorResponses, HeadersSchema } from './partyAddress';

const ParamsSchema = Type.Object({ channelName: Type.String({ pattern: CHANNEL_NAME_PATTERN, description: 'Channel name, ^[A-Za-z0-9._-]{1,64}$' }) });

/** A stored profile as answered: its name, the profile's own fields, and when it was written. */
const StoredProfileSchema = Type.Object(
  {
    channelName: Type.String({ description: 'Name of the profile, as in the path; a request selects the profile with this channelName.' }),
    ...ChannelProfileSchema.properties,
    createdAt: Type.String({ format: 'date-time', description: 'When the profile was first stored, ISO 8601 in UTC.' }),
    updatedAt: Type.String({ format: 'date-time', description: 'When the profile was last stored (created or replaced), ISO 8601 in UTC.' }),
  },
  { title: 'StoredChannelProfile' },
);
const ProfileListSchema = Type.Object(
  { channelProfiles: Type.Array(StoredProfileSchema, { description: 'Every channel profile of the account in this environment, ordered by name.' }) },
  { title: 'ChannelProfileList' },
);

function answerOf(stored: StoredChannelProfile) {
  return { channelName: stored.channelName, ...stored.profile, createdAt: stored.createdAt, updatedAt: stored.updatedAt };
}

function notFound(channelName: string): ApiError {
  return new ApiError(404, `No channel profile ${channelName} in this account and environment`);
}

export async function channelProfileRoutes(scope: FastifyInstance, options: { store: ChannelProfileStore; clock: () => Date }): Promise<void> {
  const { store, clock } = options;
  const common = { tags: ['Channel profiles'], security: [{ apiKey: [], bearerAuth: [] }] };

  scope.put(
    '/channel-profiles/:channelName',
    {
      config: { xmlRequestRoot: 'ChannelProfile' },
      schema: {
        ...common,
        operationId: 'putChannelProfile',
        summary: 'Create (201) or replace (200) a channel profile',
        params: ParamsSchema,
        headers: HeadersSchema,
        body: ChannelProfileSchema,
        response: { 200: StoredProfileSchema, 201: StoredProfileSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { channelName } = request.params as { channelName: string };
      const { accountId, environment } = callerOf(request);
      const { created, stored } = await store.put({ accountId, environment }, channelName, request.body as ChannelProfile, clock());
      return sendBody(request, reply.code(created ? 201 : 200), 'ChannelProfile', answerOf(stored));
    },
  );

  scope.get(
    '/channel-profiles/:channelName',
    { schema: { ...common, operationId: 'getChannelProfile', summary: 'One channel profile', params: ParamsSchema, response: { 200: StoredProfileSchema, 404: errorResponses[400], ...errorResponses } } },
    async (request, reply) => {
      const { channelName } = request.params as { channelName: string };
      const { accountId, environment } = callerOf(request);
      const stored = await store.get({ accountId, environment }, channelName);
      if (!stored) throw notFound(channelName);
      return sendBody(request, reply, 'ChannelProfile', answerOf(stored));
    },
  );

  scope.get(
    '/channel-profiles',
    { schema: { ...common, operationId: 'listChannelProfiles', summary: 'Every channel profile of the account in this environment', response: { 200: ProfileListSchema, ...errorResponses } } },
    async (request, reply) => {
      const { accountId, environment } = callerOf(request);
      const profiles = await store.list({ accountId, environment });
      return sendBody(request, reply, 'ChannelProfiles', { channelProfiles: profiles.map(answerOf) });
    },
  );

  scope.delete(
    '/channel-profiles/:channelName',
    { schema: { ...common, operationId: 'deleteChannelProfile', summary: 'Delete a channel profile', params: ParamsSchema, headers: HeadersSchema, response: { 204: Type.Null(), 404: errorResponses[400], ...errorResponses } } },
    async (request, reply) => {
      const { channelName } = request.params as { channelName: string };
      const { accountId, environment } = callerOf(request);
      if (!(await store.delete({ accountId, environment }, channelName))) throw notFound(channelName);
      return reply.code(204).send();
    },
  );
}
