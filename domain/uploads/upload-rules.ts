/**
 * What a shopper may attach to a lead (the careers form's résumé, photos of a car or a part): per field, the file
 * types recognised by their first bytes (never by the name or the browser's declared type alone), the largest size,
 * and one shopper-readable message per refusal. Nothing else is taken, so nothing executable is ever stored.
 */

export type UploadType = 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png' | 'webp' | 'heic'

export interface UploadTypeRule {
  readonly mime: string
  readonly extensions: readonly string[]
  /** the file's first bytes */
  readonly matches: (head: Uint8Array) => boolean
}

const starts = (head: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((b, i) => head[at + i] === b)
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

export const UPLOAD_TYPES: Readonly<Record<UploadType, UploadTypeRule>> = {
  pdf: { mime: 'application/pdf', extensions: ['pdf'], matches: (h) => starts(h, ascii('%PDF-')) },
  doc: {
    mime: 'application/msword',
    extensions: ['doc'],
    matches: (h) => starts(h, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    matches: (h) => starts(h, [0x50, 0x4b, 0x03, 0x04]),
  },
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], matches: (h) => starts(h, [0xff, 0xd8, 0xff]) },
  png: {
    mime: 'image/png',
    extensions: ['png'],
    matches: (h) => starts(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  webp: {
    mime: 'image/webp',
    extensions: ['webp'],
    matches: (h) => starts(h, ascii('RIFF')) && starts(h, ascii('WEBP'), 8),
  },
  heic: {
    mime: 'image/heic',
    extensions: ['heic', 'heif'],
    matches: (h) =>
      starts(h, ascii('ftyp'), 4) && /^(heic|heix|mif1|hevc)$/.test(String.fromCharCode(...h.slice(8, 12))),
  },
}

export interface UploadFieldRule {
  readonly types: readonly UploadType[]
  readonly maxBytes: number
  /** how many files the field takes */
  readonly maxFiles: number
  /** the types as the shopper reads them */
  readonly accepted: string
}

const MB = 1024 * 1024
const PHOTOS: UploadFieldRule = {
  types: ['jpeg', 'png', 'webp', 'heic'],
  maxBytes: 10 * MB,
  maxFiles: 10,
  accepted: 'JPEG, PNG, WebP or HEIC photos',
}

/** The file fields of the lead forms (domain/forms/form-definitions.ts) and what each takes. */
export const UPLOAD_FIELDS: Readonly<Record<string, UploadFieldRule>> = {
  resume: { types: ['pdf', 'doc', 'docx'], maxBytes: 5 * MB, maxFiles: 1, accepted: 'a PDF or Word document' },
  photos: PHOTOS,
  photo: { ...PHOTOS, maxFiles: 1 },
}

/** The largest file any field takes: the upload route's own body limit. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_FIELDS).map((r) => r.maxBytes))

export type UploadRefusal = 'unknown_field' | 'empty' | 'too_large' | 'wrong_type' | 'bad_name'

export interface UploadCandidate {
  readonly field: string
  readonly name: string
  readonly size: number
  /** at least the first 16 bytes (fewer only when the file is shorter) */
  readonly head: Uint8Array
}

export type UploadCheck =
  | { readonly ok: true; readonly type: UploadType; readonly mime: string; readonly name: string }
  | { readonly ok: false; readonly refusal: UploadRefusal; readonly message: string }

const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const UNSHOWN = /[\u0000-\u001f\u007f"<>]/g

/** A file name safe to show and to send on: the last path part, printable, at most 120 characters. */
export function cleanFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? ''
  return last.replace(UNSHOWN, '').trim().slice(-120)
}

/**
 * The message for a file too large for its field, or null when its size is fine: the form says it before sending
 * anything, and the server says the same when a file gets there anyway.
 */
export function sizeRefusal(field: string, name: string, size: number): string | null {
  const rule = UPLOAD_FIELDS[field]
  if (!rule || size <= rule.maxBytes) return null
  return `"${cleanFileName(name)}" is larger than ${megabytes(rule.maxBytes)}; attach a smaller file.`
}

/** Whether `file` may be attached to `field`, and as what; each refusal with the message the shopper reads. */
export function checkUpload(file: UploadCandidate): UploadCheck {
  const rule = UPLOAD_FIELDS[file.field]
  if (!rule) return { ok: false, refusal: 'unknown_field', message: `This form has no file field "${file.field}".` }
  const name = cleanFileName(file.name)
  if (name === '') return { ok: false, refusal: 'bad_name', message: 'The file needs a name.' }
  if (file.size === 0) return { ok: false, refusal: 'empty', message: `"${name}" is empty.` }
  const tooLarge = sizeRefusal(file.field, name, file.size)
  if (tooLarge) return { ok: false, refusal: 'too_large', message: tooLarge }
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''
  const type = rule.types.find((t) => UPLOAD_TYPES[t].matches(file.head))
  if (!type || !UPLOAD_TYPES[type].extensions.includes(extension)) {
    return { ok: false, refusal: 'wrong_type', message: `"${name}" is not ${rule.accepted}.` }
  }
  return { ok: true, type, mime: UPLOAD_TYPES[type].mime, name }
}

/**
 * How long an upload may wait for a lead to take it (ms): a shopper attaches files while filling the form, and the
 * lead names them when the step is saved; a file no lead took by then is deleted by the sweep (application/uploads).
 */
export const UNBOUND_UPLOAD_MS = 24 * 60 * 60 * 1000

/** How long a delivered attachment link can be fetched. */
export const ATTACHMENT_LINK_SECONDS = 14 * 24 * 60 * 60

/** What a lead carries for each attached file (`attachments` of the lead payload). */
export const UPLOAD_REFERENCE = /^upload:([A-Za-z0-9_-]{16,64})$/
