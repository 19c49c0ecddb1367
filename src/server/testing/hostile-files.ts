import { createDeflate } from 'node:zlib';
import sharp from 'sharp';

/**
 * `bytes` zero bytes, deflated (about 1,000 : 1), streamed so the test never holds them inflated.
 */
async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const chunk = Buffer.alloc(1 << 20);
  for (let left = bytes; left > 0; left -= chunk.length) {
    if (!deflate.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) {
      await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await ended;
  return Buffer.concat(out);
}

/**
 * A one-page PDF (US Letter) that paints `count` distinct grayscale images of `width` × `height`
 * pixels across the page, each a Flate stream of zeros: a few hundred KB of file that pdf.js
 * would inflate to count × width × height bytes, then convert and draw.
 */
export async function flateBombPdf({ width, height, count = 1 }: { width: number; height: number; count?: number }): Promise<Buffer> {
  const data = await deflatedZeros(width * height);
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (bytes: Buffer | string) => {
    const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes;
    parts.push(buffer);
    length += buffer.length;
  };
  const object = (n: number, dictionary: string, stream?: Buffer) => {
    offsets[n] = length;
    push(`${n} 0 obj\n${dictionary}\n`);
    if (stream) {
      push('stream\n');
      push(stream);
      push('\nendstream\n');
    }
    push('endobj\n');
  };
  const images = Array.from({ length: count }, (_, i) => i);
  push('%PDF-1.4\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  const xobjects = images.map((i) => `/Im${i} ${5 + i} 0 R`).join(' ');
  object(3, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << ${xobjects} >> >> /Contents 4 0 R >>`);
  const content = images.map((i) => `q 612 0 0 792 0 0 cm /Im${i} Do Q`).join('\n');
  object(4, `<< /Length ${content.length} >>`, Buffer.from(content, 'latin1'));
  for (const i of images) {
    object(
      5 + i,
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${data.length} >>`,
      data,
    );
  }
  const xref = length;
  const size = 5 + count;
  push(`xref\n0 ${size}\n0000000000 65535 f \n`);
  for (let n = 1; n < size; n++) push(`${String(offsets[n]).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/** A white PNG of the given size, tiny on disk (it compresses to almost nothing). */
export function blankPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' }, limitInputPixels: false })
    .grayscale()
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * Watch the process's resident memory while `work` runs (sampled every 10 ms from this thread)
 * and return the result with the peak growth over the level before, in MB.
 */
export async function peakRssGrowth<T>(work: () => Promise<T>): Promise<{ result: PromiseSettledResult<T>; peakMb: number; ms: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const started = Date.now();
  const [result] = await Promise.allSettled([work()]);
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { result, peakMb: Math.round((peak - before) / (1024 * 1024)), ms: Date.now() - started };
}
