// The licence certificate (issue 16): one A-letter page made with pdf-lib on the server, in the owner's
// language, with the jurisdiction's name, the licence and tag numbers, the pet, the owner and the term.
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { parseIsoDate } from '../../../domain/dates/calendar.js';
import { formatCalendarDate } from '../../../domain/locale/date-format.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { CERTIFICATE_TEXTS } from './certificate-texts.js';

export type CertificateFacts = {
  locale: LocaleCode;
  jurisdictionName: string;
  number: string;
  tagNumber: string | null;
  status: keyof (typeof CERTIFICATE_TEXTS)['en_US']['statuses'];
  termStart: string;
  termEnd: string;
  issuedAt: Date;
  petName: string;
  species: string;
  breed: string | null;
  ownerName: string;
};

/** US Letter in points. */
const PAGE = { width: 612, height: 792 };
const MARGIN = 64;
const INK = rgb(0.1, 0.12, 0.16);
const BRAND = rgb(0.043, 0.31, 0.443);

/** The standard fonts speak WinAnsi: anything outside it (an emoji in a pet's name) becomes "?". */
function winAnsi(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff’‘“”–—…•]/gu, '?');
}

export async function certificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  const texts = CERTIFICATE_TEXTS[facts.locale] ?? CERTIFICATE_TEXTS.en_US;
  const date = (iso: string) => {
    const value = parseIsoDate(iso);
    return value ? formatCalendarDate(value, facts.locale) : iso;
  };
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`${texts.title} ${facts.number}`));
  pdf.setAuthor(winAnsi(facts.jurisdictionName));
  pdf.setCreator('Pawport');
  pdf.setLanguage(facts.locale.replace('_', '-'));
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  page.drawRectangle({ x: 0, y: PAGE.height - 120, width: PAGE.width, height: 120, color: BRAND });
  page.drawText(winAnsi(facts.jurisdictionName), {
    x: MARGIN,
    y: PAGE.height - 60,
    size: 14,
    font: regular,
    color: rgb(1, 1, 1),
  });
  page.drawText(winAnsi(texts.title), { x: MARGIN, y: PAGE.height - 92, size: 24, font: bold, color: rgb(1, 1, 1) });

  const rows: Array<[string, string]> = [
    [texts.number, facts.number],
    [texts.tag, facts.tagNumber ?? '—'],
    [texts.pet, `${facts.petName} (${texts.species[facts.species as 'DOG' | 'CAT'] ?? facts.species})`],
    [texts.breed, facts.breed ?? texts.unknownBreed],
    [texts.owner, facts.ownerName],
    [texts.term, `${date(facts.termStart)} – ${date(facts.termEnd)}`],
    [texts.status, texts.statuses[facts.status]],
    [
      texts.issued,
      formatCalendarDate(
        {
          year: facts.issuedAt.getUTCFullYear(),
          month: facts.issuedAt.getUTCMonth() + 1,
          day: facts.issuedAt.getUTCDate(),
        },
        facts.locale,
      ),
    ],
  ];
  let y = PAGE.height - 180;
  for (const [label, value] of rows) {
    page.drawText(winAnsi(label), { x: MARGIN, y, size: 11, font: regular, color: rgb(0.3, 0.33, 0.38) });
    page.drawText(winAnsi(value), { x: MARGIN + 170, y, size: 13, font: bold, color: INK });
    y -= 30;
  }
  page.drawText(winAnsi(texts.footer), {
    x: MARGIN,
    y: MARGIN,
    size: 9,
    font: regular,
    color: INK,
    maxWidth: PAGE.width - 2 * MARGIN,
  });
  return pdf.save();
}
