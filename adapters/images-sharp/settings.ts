import type { Setting } from '@domain/configuration/setting.ts'

/** What the image optimiser reads from the environment. */
export const IMAGES_SHARP_SETTINGS = [
  {
    name: 'IMAGE_REMOTE_HOSTS',
    required: false,
    purpose: 'comma-separated hosts whose car photographs the image optimiser may fetch',
    kind: 'text',
    default: '',
    affects: 'every tenant whose cars have remote primary_image_url / images (others show placeholders)',
  },
] as const satisfies readonly Setting[]
