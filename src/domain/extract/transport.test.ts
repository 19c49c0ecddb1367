// An e-mail's transport wrapping taken off before reading (docs/product-rules.md, R-OFFER-48).
import { describe, expect, it } from 'vitest';
import { decodeTransport } from './transport';

describe('decodeTransport (R-OFFER-48)', () => {
  it('joins quoted-printable soft line breaks and decodes =XX as UTF-8', () => {
    const raw = 'Content-Transfer-Encoding: quoted-printable\n\nAlbuquer=\nque, NM =E2=80=93 El Paso, TX=20\nLoaded miles: 2=\n67\nRate: $1,2=\n50 all in';
    const words = decodeTransport(raw);
    expect(words).toContain('Albuquerque, NM – El Paso, TX \n');
    expect(words).toContain('Loaded miles: 267\n');
    expect(words).toContain('Rate: $1,250 all in');
  });

  it('drops Received, DKIM and MIME lines, boundaries and base64 blocks', () => {
    const raw = [
      'Received: from mail-ot1-f43.google.com (mail-ot1-f43.google.com [209.85.210.43])',
      '        by mx.example.net with ESMTPS id 5b1f17b1804b1-48812',
      'Message-ID: <CAF8812x9Q2@mail.example.com>',
      'Subject: =?UTF-8?Q?Load_offer_=E2=80=93_Spokane_WA_=E2=86=92_Boise_ID?=',
      'MIME-Version: 1.0',
      '--000000000000a1b2c38812',
      'Content-Type: text/plain; charset="UTF-8"',
      '',
      '380 mi / $1,050',
      '--000000000000a1b2c38812',
      'JVBERi0xLjQKJcfsj6IKNSAwIG9iago8PC9MZW5ndGggNiAwIFIvRmlsdGVyIC9GbGF0ZURlY29kZT4+',
      'c3RyZWFtCnicK+QyNDNQMABBXVNDBSMjBUMDkJiRkYqxoZmhkbGBAUgwLZcLAPUyBwsKZW5kc3RyZWFt',
      '--000000000000a1b2c38812--',
    ].join('\n');
    const words = decodeTransport(raw);
    expect(words).not.toMatch(/209\.85|ESMTPS|Message-ID|MIME|boundary|JVBERi|--0000/);
    expect(words).toContain('Subject: Load offer – Spokane WA → Boise ID');
    expect(words).toContain('380 mi / $1,050');
  });

  it('reads an HTML-only part as its text', () => {
    expect(decodeTransport('<p>Tulsa, OK&nbsp;&rarr;&nbsp;Dallas, TX<br>Rate: $900 &amp; FSC $80</p>')).toBe(' Tulsa, OK → Dallas, TX\nRate: $900 & FSC $80\n');
  });

  it('leaves an ordinary text as it is, equals signs and all', () => {
    const text = 'Dallas TX to Tulsa OK\n257 mi = $850\nFSC=90';
    expect(decodeTransport(text)).toBe(text);
  });
});
