import { defineSettings } from '@domain/configuration/setting.ts'

/** What the image optimiser reads from the environment. */
export const IMAGES_SHARP_SETTINGS = defineSettings({
  IMAGE_REMOTE_HOSTS: {
    purpose: 'comma-separated hosts whose car photographs the image optimiser may fetch',
    kind: 'text',
    affects: 'every tenant whose cars have remote primary_image_url / images (others show placeholders)',
  },
})
