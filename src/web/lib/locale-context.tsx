import { createContext, useContext } from 'react';
import type { LocaleCode } from '../../domain/locale/locales.js';

export const LocaleContext = createContext<LocaleCode>('en_US');

export function useLocale(): LocaleCode {
  return useContext(LocaleContext);
}
