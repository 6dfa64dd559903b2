// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the built client, at the highest
// levels, for the server to send as they are (preCompressed in src/server/plugins/client-app.ts): compressed on
// each request, every file of a first visit cost the server's one thread time, and came out larger.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const ROOT = 'dist/client';
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
// As @fastify/compress: smaller files go as they are.
const THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function textFiles(folder) {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    // The build's manifest is for the server alone.
    if (entry === '.vite') return [];
    const stat = statSync(path);
    if (stat.isDirectory()) return textFiles(path);
    return TEXT.test(entry) && stat.size >= THRESHOLD ? [path] : [];
  });
}

const files = textFiles(ROOT);
await Promise.all(
  files.map(async (file) => {
    const content = readFileSync(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipped(content, { level: 9 }),
    ]);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
  }),
);
console.log(`Compressed ${files.length} files of ${ROOT} (.br, .gz)`);
