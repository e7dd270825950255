// Built assets compressed once, at build time, at the highest settings: brotli quality 11 and gzip level 9 are
// too slow to run per request (the static middleware compresses on the fly at brotli quality 4), but written
// beside each file as `.br` and `.gz` they cost nothing to serve and are smaller than quality 4's.
// scripts/serve.mjs serves the twin the request accepts (Content-Encoding, Vary: Accept-Encoding), else the file.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text formats the browser asks for compressed; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|xml|txt|html|map)$/
/**
 * Below this the compressed form saves too little to be worth a file. Not 1 KB: the bundler's runtime helper, smaller
 * than that, is on every page, and what brotli saves on it are bytes a phone's script budget counts.
 */
const MIN_BYTES = 512

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else if (COMPRESSIBLE.test(entry.name)) yield path
  }
}

/** Writes `{file}.br` and `{file}.gz` beside every compressible file under `dir` that compression makes smaller. */
export async function precompress(dir) {
  let files = 0
  let before = 0
  let after = 0
  for await (const path of filesUnder(dir)) {
    const content = await readFile(path)
    if (content.length < MIN_BYTES) continue
    const [br, gzipped] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz(content, { level: constants.Z_BEST_COMPRESSION }),
    ])
    if (br.length < content.length) await writeFile(`${path}.br`, br)
    if (gzipped.length < content.length) await writeFile(`${path}.gz`, gzipped)
    files++
    before += content.length
    after += br.length
  }
  return { files, before, after }
}

/**
 * Vite plugin: precompresses the client build once it is complete, the public directory's copies included (the
 * server build is never sent to a browser).
 */
export function precompressPlugin() {
  return {
    name: 'precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async closeBundle() {
      const { root, build } = this.environment.config
      await precompress(resolve(root, build.outDir))
    },
  }
}
