// The wallet card designer's state (issue 18, decisions 0801, 0804): the pet's data as the card's first
// values, the chosen design and colours, each design's artwork (checked when loaded), the design's font
// embedded (or the fallback when it failed twice), the stored photo as a data: URL, the two sides
// composed by the domain's composeWalletCard — the very function the server composes the ordered card
// with — and the design that is sent to order it (never the SVGs). It starts from the design of the
// pet's latest card, when there is one (issue 38 D8); each field's words are kept as typed and the card
// prints them shortened at a word, which the field says (issue 38 D7, decision 1010).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatPhone } from '../../../domain/account/phone.rules.js';
import type { MessageKey } from '../../../domain/shared/messages.js';
import { PET_COLORS } from '../../../domain/pet/pet-colors.js';
import { composeWalletCard, type WalletCardExport } from '../../../domain/wallet-card/wallet-card.compose.js';
import {
  designFontWeights,
  findWalletCardDesign,
  isWalletCardColor,
  type WalletCardDesign,
} from '../../../domain/wallet-card/wallet-card.designs.js';
import {
  cardValueReports,
  editCardValue,
  initialCardValues,
  isTextValueType,
  printedCardValues,
  type TextValueType,
  type WalletCardValues,
} from '../../../domain/wallet-card/wallet-card.layout.js';
import { WALLET_CARD_VALUE_TYPES, type WalletCardValueType } from '../../../domain/wallet-card/wallet-card.rules.js';
import { PHOTO_VERSION, type WalletCardDesignInput } from '../../../domain/wallet-card/wallet-card.schemas.js';
import { type SvgIssue, svgIssue } from '../../../domain/wallet-card/wallet-card.svg.js';
import { useMessage } from '../../components/form/use-message.js';
import { errorCodeOf } from '../../lib/graphql-client.js';
import type { WalletCardDesignerQuery } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useLazyWalletCardDesignerQuery } from './api/wallet-card-designer.generated.js';
import { embeddedFontFaces } from './font-embed.js';
import { foundPageUrl } from '../../../domain/homesafe/tag-code.js';

type Data = NonNullable<WalletCardDesignerQuery>;
export type DesignerDesign = Data['walletCardDesigner']['designs'][number];
type Artwork =
  | { status: 'loading' }
  | { status: 'ready'; front: string; back: string }
  | { status: 'error'; issue: SvgIssue | 'unreachable' };
type Fonts = { status: 'loading' } | { status: 'ready'; faces: string } | { status: 'failed' };

export type DesignerLoad = { status: 'loading' } | { status: 'error'; code: string } | { status: 'ready'; data: Data };

export function useDesignerData(petId: string | null): DesignerLoad {
  const { run: runWalletCardDesigner } = useLazyWalletCardDesignerQuery();
  const [state, setState] = useState<DesignerLoad>({ status: 'loading' });
  useEffect(() => {
    if (!petId) {
      setState({ status: 'error', code: 'NOT_FOUND' });
      return;
    }
    let live = true;
    runWalletCardDesigner({ petId })
      .then((data) => live && setState(data ? { status: 'ready', data } : { status: 'error', code: 'INTERNAL' }))
      .catch((error: unknown) => live && setState({ status: 'error', code: errorCodeOf(error) }));
    return () => {
      live = false;
    };
  }, [petId, runWalletCardDesigner]);
  return state;
}

async function loadArtwork(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error('unreachable');
  return response.text();
}

async function dataUrlOf(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const blob = await response.blob();
    return await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
  } catch {
    return null;
  }
}

/** The version (`v`) of the stored photo's URL: which photo the card shows, named to the server. */
function photoVersionOf(url: string): string | null {
  const version = new URL(url, 'http://card.invalid').searchParams.get('v');
  return version && PHOTO_VERSION.test(version) ? version : null;
}

/** The pet's own data for each text value (cut at a word boundary by initialCardValues). */
function petValues(data: Data, format: (key: MessageKey) => string, header: string): WalletCardValues {
  const temperament = data.pet.temperament
    .map((value) => data.petTemperamentOptions.find((option) => option.value === value)?.text ?? '')
    .filter(Boolean)
    .join(', ');
  const colors = data.pet.details.color
    .map((name) => PET_COLORS.find((color) => color.name === name))
    .map((color) => (color ? format(color.label) : ''))
    .filter(Boolean)
    .join(', ');
  const second = [...data.petGuardians].sort((a, b) => a.position - b.position)[1];
  const phone = second?.phones[0]?.number;
  return {
    HEADER: header,
    PET_TEMPERAMENT: temperament,
    PET_COLOR: colors,
    EMERGENCY_CONTACT_TWO_DISPLAY_NAME: second ? `${second.firstName} ${second.lastName}`.trim() : '',
    EMERGENCY_CONTACT_TWO_PHONE_NUMBER: phone ? formatPhone(phone) : '',
  };
}

/** The text values of a saved design (issue 38 D8), every text value named ('' for one it lacks). */
function savedValues(saved: NonNullable<Data['walletCardLatestDesign']>): WalletCardValues {
  const values: WalletCardValues = {};
  for (const { valueType, text } of saved.values) {
    const type = WALLET_CARD_VALUE_TYPES.find((known) => known === valueType) as WalletCardValueType | undefined;
    if (type && isTextValueType(type)) values[type] = editCardValue(text);
  }
  return values;
}

export function useWalletCardDesigner(data: Data, initialDesignId: string | null) {
  const locale = useLocale();
  const message = useMessage();
  const designs = data.walletCardDesigner.designs;
  // issue 38 D8: the pet's latest card is where the designer starts (a design the link names wins)
  const saved = data.walletCardLatestDesign;
  const first =
    designs.find((entry) => entry.id === initialDesignId) ??
    designs.find((entry) => entry.id === saved?.designId) ??
    designs[0];
  const savedColors = saved && first?.id === saved.designId;
  const [designId, setDesignId] = useState(first?.id ?? '');
  const served = designs.find((entry) => entry.id === designId) ?? first;
  const design: WalletCardDesign | undefined = served ? findWalletCardDesign(served.id) : undefined;
  const [primaryColor, setPrimaryColor] = useState(
    savedColors && isWalletCardColor(saved.primaryColor) ? saved.primaryColor : (first?.primaryColor ?? '#1b3a5c'),
  );
  const [secondaryColor, setSecondaryColor] = useState(
    savedColors && isWalletCardColor(saved.secondaryColor)
      ? saved.secondaryColor
      : (first?.secondaryColor ?? '#ffffff'),
  );
  const [values, setValues] = useState<WalletCardValues>(() =>
    saved
      ? savedValues(saved)
      : design
        ? initialCardValues(
            design,
            petValues(data, (key) => message({ key }), data.pet.name),
          )
        : {},
  );
  const [artwork, setArtwork] = useState<Record<string, Artwork>>({});
  const [fonts, setFonts] = useState<Record<string, Fonts>>({});
  const [photo, setPhoto] = useState<string | null | undefined>(data.pet.photo ? undefined : null);

  // the design's artwork: fetched once, refused when it is not a well-formed, safe SVG
  useEffect(() => {
    if (!served || artwork[served.id]) return;
    setArtwork((all) => ({ ...all, [served.id]: { status: 'loading' } }));
    Promise.all([loadArtwork(served.frontUrl), loadArtwork(served.backUrl)])
      .then(([front, back]) => {
        const issue = svgIssue(front) ?? svgIssue(back);
        setArtwork((all) => ({
          ...all,
          [served.id]: issue ? { status: 'error', issue } : { status: 'ready', front, back },
        }));
      })
      .catch(() => setArtwork((all) => ({ ...all, [served.id]: { status: 'error', issue: 'unreachable' } })));
  }, [served, artwork]);

  // the design's font, embedded; failing twice leaves the fallback family (and a notice)
  const family = design?.fontFamily;
  useEffect(() => {
    if (!design || !family || fonts[family]) return;
    setFonts((all) => ({ ...all, [family]: { status: 'loading' } }));
    embeddedFontFaces(
      (url) => fetch(url),
      data.walletCardDesigner.fontCssUrl,
      family,
      designFontWeights(design),
      window.location.href,
    )
      .then((faces) => setFonts((all) => ({ ...all, [family]: { status: 'ready', faces } })))
      .catch(() => setFonts((all) => ({ ...all, [family]: { status: 'failed' } })));
  }, [design, family, fonts, data.walletCardDesigner.fontCssUrl]);

  useEffect(() => {
    if (!data.pet.photo) return;
    let live = true;
    void dataUrlOf(data.pet.photo.url).then((url) => live && setPhoto(url));
    return () => {
      live = false;
    };
  }, [data.pet.photo]);

  const fontState = family ? fonts[family] : undefined;

  const pick = useCallback(
    (id: string) => {
      const next = designs.find((entry) => entry.id === id);
      const nextDesign = next ? findWalletCardDesign(next.id) : undefined;
      if (!next || !nextDesign) return;
      setDesignId(id);
      setPrimaryColor(next.primaryColor);
      setSecondaryColor(next.secondaryColor);
      // the values stay as typed: the new design prints them within its own limits, and says so
    },
    [designs],
  );

  const edit = useCallback((type: TextValueType, typed: string) => {
    setValues((current) => ({ ...current, [type]: editCardValue(typed) }));
  }, []);

  const art = served ? artwork[served.id] : undefined;
  // issue 38 D7: each field's count and, when the card shortens it, how it prints — measured as composed
  const reports = design
    ? cardValueReports(design, values, locale, fontState?.status === 'failed' ? null : design.fontFamily)
    : null;
  const exported: WalletCardExport | null = useMemo(() => {
    if (!design || art?.status !== 'ready' || photo === undefined || !fontState || fontState.status === 'loading')
      return null;
    return composeWalletCard({
      design,
      artwork: art,
      primaryColor,
      secondaryColor,
      values,
      fontFaces: fontState.status === 'ready' ? fontState.faces : null,
      photo,
      qrText: foundPageUrl(data.walletCardDesigner.foundPageOrigin, locale, data.pet.tagCode),
      locale,
      petName: data.pet.name,
    });
  }, [design, art, photo, fontState, primaryColor, secondaryColor, values, locale, data]);

  // what is sent to order the card: the design, which the server composes with the same function
  const submission: WalletCardDesignInput | null =
    design && exported
      ? {
          designId: design.id,
          petId: data.pet.id,
          primaryColor,
          secondaryColor,
          // the values as printed (within their limits, the phone formatted): the server prints the same
          values: printedCardValues(design, values, locale),
          photo: photo && data.pet.photo ? photoVersionOf(data.pet.photo.url) : null,
          fallbackFont: fontState?.status === 'failed',
        }
      : null;

  return {
    designs,
    design,
    designId,
    pick,
    primaryColor,
    setPrimaryColor,
    secondaryColor,
    setSecondaryColor,
    values,
    reports,
    edit,
    artwork: art,
    fontFailed: fontState?.status === 'failed',
    exported,
    submission,
  };
}
