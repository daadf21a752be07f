// The licence certificate (issue 16; issue 38 D36, decision 0507): one US Letter page made with pdf-lib on
// the server, in the owner's language: the jurisdiction's name and seal, the licence and tag numbers, the
// pet, the owner and the term, the rabies vaccination staff verified, a signature line for the issuing
// authority and the jurisdiction's contact.
import { degrees, type PDFFont, type PDFImage, type PDFPage, PDFDocument, type RGB, rgb, StandardFonts } from 'pdf-lib';
import { formatPhoneForLocale } from '../../../domain/account/phone.rules.js';
import { parseIsoDate } from '../../../domain/dates/calendar.js';
import { brandBandColor, monogramOf } from '../../../domain/jurisdiction/landing.rules.js';
import type { CertificateRabies } from '../../../domain/license/certificate.rules.js';
import { formatCalendarDate } from '../../../domain/locale/date-format.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { CERTIFICATE_TEXTS, type CertificateTexts } from './certificate-texts.js';

/** A PNG or JPEG the jurisdiction's settings name as its logo, read from the portal's own files. */
export type CertificateEmblem = { type: 'png' | 'jpeg'; bytes: Uint8Array };

export type CertificateFacts = {
  locale: LocaleCode;
  jurisdiction: {
    name: string;
    /** ten digits */
    supportPhone: string;
    supportEmail: string | null;
    /** #rrggbb; the band uses it where white text reads on it (brandBandColor) */
    brandColor: string | null;
    /** null: a seal drawn with the jurisdiction's name and initials */
    emblem: CertificateEmblem | null;
  };
  number: string;
  tagNumber: string | null;
  status: keyof (typeof CERTIFICATE_TEXTS)['en_US']['statuses'];
  termStart: string;
  termEnd: string;
  /** YYYY-MM-DD in the jurisdiction's time zone */
  issuedOn: string;
  petName: string;
  species: string;
  breed: string | null;
  ownerName: string;
  rabies: CertificateRabies;
};

/** US Letter in points. */
const PAGE = { width: 612, height: 792 };
const MARGIN = 64;
const LABEL_WIDTH = 170;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.3, 0.33, 0.38);
const RULE = rgb(0.8, 0.82, 0.86);
const WHITE = rgb(1, 1, 1);

/** The standard fonts speak WinAnsi: anything outside it (an emoji in a pet's name) becomes "?". */
function winAnsi(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff’‘“”–—…•]/gu, '?');
}

function colorOf(hex: string): RGB {
  const value = (start: number) => Number.parseInt(hex.slice(start, start + 2), 16) / 255;
  return rgb(value(1), value(3), value(5));
}

/** The largest size up to `size` (and down to `min`) at which `text` fits `maxWidth`: never cut. */
function fittedSize(font: PDFFont, text: string, size: number, maxWidth: number, min = 7): number {
  const width = font.widthOfTextAtSize(text, size);
  return width <= maxWidth ? size : Math.max(min, Math.floor(((size * maxWidth) / width) * 10) / 10);
}

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Label and value rows from `top` down; returns the baseline below the last. */
function drawRows(page: PDFPage, fonts: Fonts, rows: ReadonlyArray<[string, string]>, top: number, step = 26) {
  let y = top;
  const valueWidth = PAGE.width - 2 * MARGIN - LABEL_WIDTH;
  for (const [label, value] of rows) {
    const shownLabel = winAnsi(label);
    const shownValue = winAnsi(value);
    page.drawText(shownLabel, {
      x: MARGIN,
      y,
      size: fittedSize(fonts.regular, shownLabel, 11, LABEL_WIDTH - 12),
      font: fonts.regular,
      color: MUTED,
    });
    page.drawText(shownValue, {
      x: MARGIN + LABEL_WIDTH,
      y,
      size: fittedSize(fonts.bold, shownValue, 13, valueWidth),
      font: fonts.bold,
      color: INK,
    });
    y -= step;
  }
  return y;
}

function drawHeading(page: PDFPage, fonts: Fonts, text: string, y: number, color: RGB) {
  page.drawText(winAnsi(text), { x: MARGIN, y, size: 13, font: fonts.bold, color });
  page.drawLine({
    start: { x: MARGIN, y: y - 8 },
    end: { x: PAGE.width - MARGIN, y: y - 8 },
    thickness: 0.75,
    color: RULE,
  });
}

/**
 * Letters set on an arc of the circle (cx, cy, radius), centred on `middle` degrees: on the top of the
 * circle they read clockwise with their feet on the arc, on the bottom counter-clockwise, upright.
 */
function drawArcText(
  page: PDFPage,
  font: PDFFont,
  text: string,
  circle: { cx: number; cy: number; radius: number },
  options: { middle: number; size: number; color: RGB; top: boolean; maxDegrees: number },
) {
  const letters = [...winAnsi(text)];
  let size = options.size;
  const arcOf = (at: number) => (font.widthOfTextAtSize(letters.join(''), at) / circle.radius) * (180 / Math.PI);
  while (size > 5 && arcOf(size) > options.maxDegrees) size -= 0.5;
  const total = arcOf(size);
  // top: from left to right is decreasing angles; bottom: increasing
  const direction = options.top ? -1 : 1;
  let angle = options.middle - (direction * total) / 2;
  for (const letter of letters) {
    const width = font.widthOfTextAtSize(letter, size);
    const half = ((width / 2 / circle.radius) * 180) / Math.PI;
    const centre = angle + direction * half;
    const theta = (centre * Math.PI) / 180;
    const point = { x: circle.cx + circle.radius * Math.cos(theta), y: circle.cy + circle.radius * Math.sin(theta) };
    // the tangent in the reading direction
    const tangent = options.top
      ? { x: Math.sin(theta), y: -Math.cos(theta) }
      : { x: -Math.sin(theta), y: Math.cos(theta) };
    page.drawText(letter, {
      x: point.x - (tangent.x * width) / 2,
      y: point.y - (tangent.y * width) / 2,
      size,
      font,
      color: options.color,
      rotate: degrees(options.top ? centre - 90 : centre + 90),
    });
    angle += direction * half * 2;
  }
}

/**
 * The jurisdiction's seal: two rings in its colour, its name around the top, the certificate's words
 * around the bottom, and in the middle its logo when its settings name one, else its initials over the
 * year of issue.
 */
function drawSeal(
  page: PDFPage,
  fonts: Fonts,
  seal: { cx: number; cy: number; color: RGB; name: string; words: string; year: number; emblem: PDFImage | null },
) {
  const { cx, cy, color } = seal;
  const outer = 62;
  const inner = 44;
  page.drawCircle({ x: cx, y: cy, size: outer, borderColor: color, borderWidth: 2.5 });
  page.drawCircle({ x: cx, y: cy, size: outer - 4, borderColor: color, borderWidth: 0.75 });
  page.drawCircle({ x: cx, y: cy, size: inner, borderColor: color, borderWidth: 1.25 });
  // the name's baseline sits inside the outer rings; the lower words hang from the same band
  drawArcText(
    page,
    fonts.bold,
    seal.name.toUpperCase(),
    { cx, cy, radius: inner + 4.5 },
    {
      middle: 90,
      size: 9,
      color,
      top: true,
      maxDegrees: 200,
    },
  );
  drawArcText(
    page,
    fonts.regular,
    seal.words.toUpperCase(),
    { cx, cy, radius: outer - 6.5 },
    {
      middle: 270,
      size: 7.5,
      color,
      top: false,
      maxDegrees: 120,
    },
  );
  // two small stars between the arcs
  for (const side of [-1, 1]) {
    const theta = ((side === -1 ? 195 : -15) * Math.PI) / 180;
    page.drawCircle({
      x: cx + (inner + 9) * Math.cos(theta),
      y: cy + (inner + 9) * Math.sin(theta),
      size: 1.8,
      color,
    });
  }
  if (seal.emblem) {
    const box = inner * 1.3;
    const scale = Math.min(box / seal.emblem.width, box / seal.emblem.height);
    const width = seal.emblem.width * scale;
    const height = seal.emblem.height * scale;
    page.drawImage(seal.emblem, { x: cx - width / 2, y: cy - height / 2, width, height });
    return;
  }
  const letters = winAnsi(monogramOf(seal.name));
  const size = letters.length > 1 ? 26 : 30;
  page.drawText(letters, {
    x: cx - fonts.bold.widthOfTextAtSize(letters, size) / 2,
    y: cy - 2,
    size,
    font: fonts.bold,
    color,
  });
  const year = String(seal.year);
  page.drawText(year, {
    x: cx - fonts.regular.widthOfTextAtSize(year, 9) / 2,
    y: cy - 18,
    size: 9,
    font: fonts.regular,
    color,
  });
}

/** The rabies rows: what staff verified and until when, or why there is no proof. */
function rabiesRows(
  texts: CertificateTexts,
  rabies: CertificateRabies,
  jurisdictionName: string,
  date: (iso: string) => string,
) {
  switch (rabies.kind) {
    case 'verified':
      return [
        [texts.vaccinationValidUntil, date(rabies.expiresOn)],
        [texts.proof, texts.proofVerified(rabies.verifiedOn ? date(rabies.verifiedOn) : null)],
      ] satisfies Array<[string, string]>;
    case 'expired':
      return [
        [texts.vaccinationExpiredOn, date(rabies.expiresOn)],
        [texts.proof, texts.proofVerifiedExpired(rabies.verifiedOn ? date(rabies.verifiedOn) : null)],
      ] satisfies Array<[string, string]>;
    case 'notRequired':
      return [[texts.proof, texts.proofNotRequired(jurisdictionName)]] satisfies Array<[string, string]>;
    case 'notOnFile':
      return [[texts.proof, texts.proofNotOnFile]] satisfies Array<[string, string]>;
  }
}

export async function certificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  const texts = CERTIFICATE_TEXTS[facts.locale] ?? CERTIFICATE_TEXTS.en_US;
  const { jurisdiction } = facts;
  const date = (iso: string) => {
    const value = parseIsoDate(iso);
    return value ? formatCalendarDate(value, facts.locale) : iso;
  };
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`${texts.title} ${facts.number}`));
  pdf.setAuthor(winAnsi(jurisdiction.name));
  pdf.setCreator('Pawport');
  pdf.setLanguage(facts.locale.replace('_', '-'));
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const brand = colorOf(brandBandColor(jurisdiction.brandColor));
  const emblem = jurisdiction.emblem
    ? jurisdiction.emblem.type === 'png'
      ? await pdf.embedPng(jurisdiction.emblem.bytes)
      : await pdf.embedJpg(jurisdiction.emblem.bytes)
    : null;

  // the band: the jurisdiction's name and the title
  page.drawRectangle({ x: 0, y: PAGE.height - 120, width: PAGE.width, height: 120, color: brand });
  const bandWidth = PAGE.width - 2 * MARGIN;
  const name = winAnsi(jurisdiction.name);
  page.drawText(name, {
    x: MARGIN,
    y: PAGE.height - 60,
    size: fittedSize(fonts.regular, name, 14, bandWidth),
    font: fonts.regular,
    color: WHITE,
  });
  const title = winAnsi(texts.title);
  page.drawText(title, {
    x: MARGIN,
    y: PAGE.height - 92,
    size: fittedSize(fonts.bold, title, 24, bandWidth),
    font: fonts.bold,
    color: WHITE,
  });

  const species = texts.species[facts.species as 'DOG' | 'CAT'] ?? facts.species;
  let y = drawRows(
    page,
    fonts,
    [
      [texts.number, facts.number],
      [texts.tag, facts.tagNumber ?? '—'],
      [texts.pet, `${facts.petName} (${species})`],
      [texts.breed, facts.breed ?? texts.unknownBreed],
      [texts.owner, facts.ownerName],
      [texts.term, `${date(facts.termStart)} – ${date(facts.termEnd)}`],
      [texts.status, texts.statuses[facts.status]],
      [texts.issued, date(facts.issuedOn)],
    ],
    PAGE.height - 168,
  );

  y -= 14;
  drawHeading(page, fonts, texts.rabiesHeading, y, brand);
  drawRows(page, fonts, rabiesRows(texts, facts.rabies, jurisdiction.name, date), y - 32);

  // the seal on the left, the signature line for the issuing authority on the right
  const sealY = 248;
  drawSeal(page, fonts, {
    cx: MARGIN + 66,
    cy: sealY,
    color: brand,
    name: jurisdiction.name,
    words: texts.sealWords,
    year: parseIsoDate(facts.issuedOn)?.year ?? new Date().getUTCFullYear(),
    emblem,
  });
  const lineStart = MARGIN + 200;
  const lineEnd = PAGE.width - MARGIN;
  page.drawLine({
    start: { x: lineStart, y: sealY - 14 },
    end: { x: lineEnd, y: sealY - 14 },
    thickness: 1,
    color: INK,
  });
  const signature = winAnsi(texts.signature);
  page.drawText(signature, {
    x: lineStart,
    y: sealY - 30,
    size: fittedSize(fonts.regular, signature, 10, lineEnd - lineStart),
    font: fonts.regular,
    color: MUTED,
  });
  page.drawText(name, {
    x: lineStart,
    y: sealY - 45,
    size: fittedSize(fonts.bold, name, 11, lineEnd - lineStart),
    font: fonts.bold,
    color: INK,
  });

  // the jurisdiction's contact, in a framed box above the footer
  const boxTop = 160;
  const boxHeight = 64;
  page.drawRectangle({
    x: MARGIN,
    y: boxTop - boxHeight,
    width: PAGE.width - 2 * MARGIN,
    height: boxHeight,
    borderColor: RULE,
    borderWidth: 1,
  });
  const inset = MARGIN + 14;
  const contactWidth = PAGE.width - 2 * MARGIN - 28;
  const heading = winAnsi(texts.contactHeading);
  page.drawText(heading, {
    x: inset,
    y: boxTop - 20,
    size: fittedSize(fonts.bold, heading, 11, contactWidth),
    font: fonts.bold,
    color: INK,
  });
  const contact = [
    jurisdiction.name,
    `${texts.phone} ${formatPhoneForLocale(jurisdiction.supportPhone, facts.locale)}`,
    ...(jurisdiction.supportEmail ? [`${texts.email} ${jurisdiction.supportEmail}`] : []),
  ].join('   ·   ');
  const contactLine = winAnsi(contact);
  page.drawText(contactLine, {
    x: inset,
    y: boxTop - 42,
    size: fittedSize(fonts.regular, contactLine, 10.5, contactWidth),
    font: fonts.regular,
    color: INK,
  });

  page.drawText(winAnsi(texts.footer), {
    x: MARGIN,
    y: MARGIN,
    size: 9,
    font: fonts.regular,
    color: INK,
    maxWidth: PAGE.width - 2 * MARGIN,
  });
  return pdf.save();
}
