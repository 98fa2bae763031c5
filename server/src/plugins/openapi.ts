import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

// Every route's zod schema becomes part of the OpenAPI document at /api/openapi.json.
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Flock API',
        description: 'The API behind the Flock portal. Errors are always { code, message }.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'flock.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
})
