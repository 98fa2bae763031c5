import type { FastifyReply, FastifyRequest } from 'fastify'
import { fromNodeHeaders } from 'better-auth/node'

// Signs a just-created user in through better-auth and hands its session cookie to the browser,
// so registering leaves the person signed in exactly as the sign-in form would.
export async function signInOnReply(
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { email: string; password: string },
): Promise<void> {
  const { headers } = await request.server.auth.api.signInEmail({
    body: credentials,
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  })
  const cookies = headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
}
