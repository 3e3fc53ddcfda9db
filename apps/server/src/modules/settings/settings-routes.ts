import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, globalSetting, setButtonValueRequest } from '@bx/contract';
import { ok } from '../auth/envelope-result.ts';
import { buttonValuesFor, replaceButtonValues } from './button-value-repository.ts';
import { defaultGlobalSetting } from './default-settings.ts';

export async function settingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/globalSetting/getGlobalSetting',
    { config: { access: 'public' }, schema: { tags: ['settings'], security: [], response: { 200: envelope(globalSetting) } } },
    async () => {
      const row = await db.selectFrom('global_settings').selectAll().where('setting_id', '=', 1).executeTakeFirst();
      const { setting_id: _id, ...setting } = row ?? { setting_id: 1, ...defaultGlobalSetting };
      return ok(globalSetting.parse(setting));
    },
  );

  app.get(
    '/user/getButtonValue',
    {
      schema: { tags: ['settings'], description: 'data is a JSON string of [{button_name, button_value, type}] (the family\'s format).', response: { 200: envelope(z.string()) } },
    },
    async (request) => ok(JSON.stringify(await buttonValuesFor(db, request.user.userId))),
  );

  app.post(
    '/user/setButtonValue',
    {
      schema: {
        tags: ['settings'],
        description: 'The body is the array itself. Types present replace the user\'s rows of that type; a malformed row rejects the whole call (400) and changes nothing.',
        body: setButtonValueRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await replaceButtonValues(db, request.user.userId, request.body);
      return ok(null, 'Button values updated.');
    },
  );
}
