import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          isolate: false,
          include: ['test/**/*.test.ts'],
          exclude: ['test/contract/**'],
        },
      },
      {
        extends: true,
        test: { name: 'contract', include: ['test/contract/**/*.test.ts'] },
      },
    ],
  },
})
