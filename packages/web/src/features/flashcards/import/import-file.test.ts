import { describe, expect, it } from 'vitest'
import { IMPORT_FILE_TEXT, checkImportText, readImportFile } from './import-file'

describe('import file checks', () => {
  it('takes a text file', async () => {
    const text = 'mitochondrium\tcentrum energetyczne komórki\n'
    expect(await readImportFile(new Blob([text]))).toEqual({ text })
  })

  it('refuses a file over 1 MB before reading it', async () => {
    const big = new Blob([new Uint8Array(1_048_577).fill(65)])
    expect(await readImportFile(big)).toEqual({ error: IMPORT_FILE_TEXT.tooBig })
  })

  it('refuses binary files and bytes that are not UTF-8', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])])
    expect(await readImportFile(png)).toEqual({ error: IMPORT_FILE_TEXT.notText })
    expect(await readImportFile(new Blob([new Uint8Array([0xff, 0xfe, 0xfd])]))).toEqual({
      error: IMPORT_FILE_TEXT.notText,
    })
  })

  it('refuses more than 5000 rows and an empty text', () => {
    expect(checkImportText('a\tb\n'.repeat(5_100))).toEqual({ error: IMPORT_FILE_TEXT.tooManyRows })
    expect(checkImportText('  \n ')).toEqual({ error: IMPORT_FILE_TEXT.empty })
  })
})
