import type { Plugin } from 'vite'

/** Writes `{file}.br` and `{file}.gz` beside every compressible file under `dir` that compression makes smaller. */
export function precompress(dir: string): Promise<{ files: number; before: number; after: number }>
/** Vite plugin: precompresses the client build once it is complete. */
export function precompressPlugin(): Plugin
