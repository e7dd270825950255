import { describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES, UPLOAD_FIELDS } from '@domain/uploads/upload-rules.ts'
import { DEFAULT_BODY_LIMIT, bodyLimitOf } from './body-limit.ts'

describe('the body limit of each path', () => {
  it('lets POST /api/uploads send the largest file any file field takes, and no more', () => {
    expect(bodyLimitOf('/api/uploads')).toBe(MAX_UPLOAD_BYTES)
    for (const [field, rule] of Object.entries(UPLOAD_FIELDS))
      expect(rule.maxBytes, field).toBeLessThanOrEqual(bodyLimitOf('/api/uploads'))
  })

  it('keeps the default for paths that only look like the upload route', () => {
    for (const path of ['/api/uploads/abc', '/api/uploadsx', '/mock/api/uploads', '/api/uploads/../leads'])
      expect(bodyLimitOf(path), path).toBeLessThan(MAX_UPLOAD_BYTES)
    expect(bodyLimitOf('/about')).toBe(DEFAULT_BODY_LIMIT)
  })
})
