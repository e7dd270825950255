import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { checkUpload, cleanFileName, MAX_UPLOAD_BYTES, UPLOAD_FIELDS } from './upload-rules.ts'

const bytes = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)))
const PDF = bytes('%PDF-1.7\n')
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])
const EXE = bytes('MZ\x90\x00\x03\x00')
const SCRIPT = bytes('#!/bin/sh\nrm -rf /')
const MB = 1024 * 1024

describe('checkUpload', () => {
  it.each([
    ['resume', 'Pat CV.pdf', PDF, 'pdf', 'application/pdf'],
    [
      'resume',
      'cv.DOCX',
      bytes('PK\x03\x04'),
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['photos', 'car.jpg', JPEG, 'jpeg', 'image/jpeg'],
    ['photo', 'part.png', PNG, 'png', 'image/png'],
  ] as const)('takes a %s named %s', (field, name, head, type, mime) => {
    expect(checkUpload({ field, name, size: 1000, head })).toEqual({ ok: true, type, mime, name })
  })

  it.each([
    [
      'an executable named as a PDF',
      { field: 'resume', name: 'cv.pdf', size: 100, head: EXE },
      'wrong_type',
      '"cv.pdf" is not a PDF or Word document.',
    ],
    [
      'a PDF with an executable name',
      { field: 'resume', name: 'cv.pdf.exe', size: 100, head: PDF },
      'wrong_type',
      '"cv.pdf.exe" is not a PDF or Word document.',
    ],
    [
      'a script as a photo',
      { field: 'photos', name: 'car.jpg', size: 100, head: SCRIPT },
      'wrong_type',
      '"car.jpg" is not JPEG, PNG, WebP or HEIC photos.',
    ],
    [
      'a photo as a résumé',
      { field: 'resume', name: 'me.jpg', size: 100, head: JPEG },
      'wrong_type',
      '"me.jpg" is not a PDF or Word document.',
    ],
    [
      'an empty file',
      { field: 'resume', name: 'cv.pdf', size: 0, head: new Uint8Array() },
      'empty',
      '"cv.pdf" is empty.',
    ],
    [
      'a résumé over 5 MB',
      { field: 'resume', name: 'cv.pdf', size: 5 * MB + 1, head: PDF },
      'too_large',
      '"cv.pdf" is larger than 5 MB; attach a smaller file.',
    ],
    [
      'a photo over 10 MB',
      { field: 'photos', name: 'a.jpg', size: 10 * MB + 1, head: JPEG },
      'too_large',
      '"a.jpg" is larger than 10 MB; attach a smaller file.',
    ],
    [
      'a field that takes no files',
      { field: 'message', name: 'a.pdf', size: 10, head: PDF },
      'unknown_field',
      'This form has no file field "message".',
    ],
    [
      'a file without a name',
      { field: 'resume', name: '../', size: 10, head: PDF },
      'bad_name',
      'The file needs a name.',
    ],
  ] as const)('refuses %s, saying why', (_, file, refusal, message) => {
    expect(checkUpload(file)).toEqual({ ok: false, refusal, message })
  })

  it('takes nothing whose first bytes are not a listed type, whatever its name', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 0, maxLength: 16 }),
        fc.constantFrom(...Object.keys(UPLOAD_FIELDS)),
        fc.string(),
        (head, field, name) => {
          const looksListed =
            [PDF, PNG, JPEG].some((h) => h.every((b, i) => head[i] === b)) ||
            [0xd0, 0x50, 0x52, 0xff, 0x89].includes(head[0] ?? -1) ||
            head[4] === 0x66
          const result = checkUpload({ field, name, size: 10, head })
          if (!looksListed) expect(result.ok).toBe(false)
        },
      ),
    )
  })

  it('the upload route takes the largest file any field takes', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10 * MB)
  })
})

describe('cleanFileName', () => {
  it('keeps the last path part, without control characters or markup', () => {
    expect(cleanFileName('C:\\Users\\pat\\cv.pdf')).toBe('cv.pdf')
    expect(cleanFileName('a/b/<script>"x\u0000.pdf')).toBe('scriptx.pdf')
  })
})
