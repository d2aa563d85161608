import { buildApp } from './app'
import { DEFAULT_HTTPS_PORT } from './identity/config'
import { buildHostedUi } from './identity/hosted-ui'
import { localCertificate } from './identity/tls'

const port = Number(process.env.PORT ?? 4010)
const httpsPort = Number(process.env.HTTPS_PORT ?? DEFAULT_HTTPS_PORT)
const host = process.env.HOST ?? '127.0.0.1'
const controls = process.env.NODE_ENV !== 'production'
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
  tokenLifetimeSeconds,
  hostedUiDomain: `localhost:${httpsPort}`,
})
// Amplify always calls the hosted UI over https://, so it gets its own TLS listener.
const hostedUi = await buildHostedUi(app, { https: await localCertificate(), logger: true })
try {
  await app.listen({ port, host })
  await hostedUi.listen({ port: httpsPort, host })
  if (controls) app.log.info(`Control API at http://${host}:${port}/__mock/personas`)
  app.log.info(`API reference at http://${host}:${port}/api/docs`)
  app.log.info(
    `User-pool API at http://${host}:${port}/cognito, hosted UI at https://localhost:${httpsPort}`,
  )
} catch (error) {
  app.log.error(error)
  process.exit(1)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([app.close(), hostedUi.close()]).then(() => process.exit(0))
  })
}
