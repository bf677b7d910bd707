import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { type ContentEncoding, preferredEncoding } from './content-encoding.ts'

/** Answers shorter than this go as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024
/** Brotli's quality for answers made once and sent many times: near its best size at ≈ gzip's speed. */
const BROTLI_QUALITY = 5

/**
 * A JSON answer made once and sent many times (a cached page, checked against its response schema
 * when it was made), with its brotli and gzip forms made the first time a client asks for each
 * and kept beside it. A 60-listing page is ≈ 17 kB of JSON and ≈ 3 kB in brotli (docs/benchmarks.md,
 * "Listings"): a phone on a slow network waits for 3 kB, and a busy node writes 3 kB per request.
 */
export class JsonAnswer {
  private readonly encoded = new Map<ContentEncoding, Buffer>()
  constructor(readonly text: string) {}

  /** Whether the answer is long enough to be sent compressed. */
  get compressible(): boolean {
    return this.text.length >= MIN_COMPRESSED_BYTES
  }

  /** The answer in `encoding`, made on the first ask. */
  in(encoding: ContentEncoding): Buffer {
    let bytes = this.encoded.get(encoding)
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.text, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.text),
              },
            })
          : gzipSync(this.text)
      this.encoded.set(encoding, bytes)
    }
    return bytes
  }
}

/** The JSON text of `value` as an answer to keep (`value` already checked by its schema). */
export function jsonAnswer(value: unknown): JsonAnswer {
  return new JsonAnswer(JSON.stringify(value))
}

/**
 * Sends a kept answer in the best encoding the request accepts. Fastify sends a string or a
 * buffer as it is: no second validation, no second JSON.stringify, no compression per request.
 */
export function sendJsonAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: JsonAnswer,
): FastifyReply {
  reply.type('application/json; charset=utf-8')
  if (!answer.compressible) return reply.send(answer.text)
  // The body depends on Accept-Encoding: a shared cache must keep one copy per encoding.
  reply.header('vary', 'accept-encoding')
  const encoding = preferredEncoding(request.headers['accept-encoding'])
  if (!encoding) return reply.send(answer.text)
  return reply.header('content-encoding', encoding).send(answer.in(encoding))
}
