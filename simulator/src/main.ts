import { EnvError, optionsFromEnv } from './env'
import { createSimulator } from './index'

async function main() {
  const options = optionsFromEnv(process.env)
  const simulator = createSimulator({ ...options, logger: false })
  const url = await simulator.start()
  const { appId, redirectUris, webhook } = simulator.options
  console.log(`Instagram simulator listening on ${url} (app id ${appId})`)
  console.log(`  consent page: ${url}/oauth/authorize · control API: ${url}/__sim/state`)
  if (!redirectUris.length) console.log('  no redirect URIs allowed yet: set SIM_REDIRECT_URIS')
  if (webhook) console.log(`  webhooks to ${webhook.url}`)
  const shutdown = () => void simulator.stop().then(() => process.exit(0))
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error)
  process.exit(1)
})
