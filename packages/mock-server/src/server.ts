import { buildApp } from './app'

const port = Number(process.env.PORT ?? 4010)
const host = process.env.HOST ?? '127.0.0.1'
const controls = process.env.NODE_ENV !== 'production'

const app = await buildApp({ controls, logger: true })
try {
  await app.listen({ port, host })
  if (controls) app.log.info(`Control API at http://${host}:${port}/__mock/personas`)
  app.log.info(`API reference at http://${host}:${port}/api/docs`)
} catch (error) {
  app.log.error(error)
  process.exit(1)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0))
  })
}
