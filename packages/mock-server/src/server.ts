import { buildApp } from './app'
import { DEFAULT_HTTPS_PORT } from './identity/config'
import { buildHostedUi } from './identity/hosted-ui'
import { localCertificate } from './identity/tls'
import { LOG_REQUESTS_ENV, logRequestsFromEnv } from './logging'
import { warmLeague } from './services/progress/league'

const port = Number(process.env.PORT ?? 4010)
const httpsPort = Number(process.env.HTTPS_PORT ?? DEFAULT_HTTPS_PORT)
const host = process.env.HOST ?? '127.0.0.1'
const controls = process.env.NODE_ENV !== 'production'
// Warnings and errors always; every request only when asked (it is a lot of log under load).
const logRequests = logRequestsFromEnv(process.env)
const tokenLifetimeSeconds = process.env.TOKEN_LIFETIME_SECONDS
  ? Number(process.env.TOKEN_LIFETIME_SECONDS)
  : undefined
if (
  tokenLifetimeSeconds !== undefined &&
  !(Number.isInteger(tokenLifetimeSeconds) && tokenLifetimeSeconds > 0)
) {
  console.error('TOKEN_LIFETIME_SECONDS must be a positive whole number of seconds.')
  process.exit(1)
}

const app = await buildApp({
  controls,
  logger: true,
  logRequests,
  tokenLifetimeSeconds,
  hostedUiDomain: `localhost:${httpsPort}`,
  // Where the provider sends buyers back and notifies (decision 0141): never a request's headers.
  siteOrigin: process.env.SITE_ORIGIN,
  apiOrigin: process.env.API_ORIGIN ?? `http://${host}:${port}`,
})
// Amplify always calls the hosted UI over https://, so it gets its own TLS listener.
const hostedUi = await buildHostedUi(app, {
  https: await localCertificate(),
  logger: true,
  logRequests,
})
try {
  await app.listen({ port, host })
  await hostedUi.listen({ port: httpsPort, host })
  // The banner is not a log line: it prints whatever the log level.
  console.log(`Mock API listening at http://${host}:${port}`)
  if (controls) console.log(`Control API at http://${host}:${port}/__mock/personas`)
  console.log(`API reference at http://${host}:${port}/api/docs`)
  console.log(
    `User-pool API at http://${host}:${port}/cognito, hosted UI at https://localhost:${httpsPort}`,
  )
  if (!logRequests) console.log(`Requests are not logged; ${LOG_REQUESTS_ENV}=1 logs each one.`)
  // The ranking's synthetic league (decision 0194), once, while nobody is asking yet.
  setImmediate(() => warmLeague(app.clock.now()))
} catch (error) {
  app.log.error(error)
  process.exit(1)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([app.close(), hostedUi.close()]).then(() => process.exit(0))
  })
}
