// POST /api/wallet-cards answers the basket's new count (decisions 0801, 0804): the server's answer type
// and what the web parses.
import { z } from 'zod';

export const walletCardAnswerSchema = z.object({ basketCount: z.number() });
export type WalletCardAnswer = z.infer<typeof walletCardAnswerSchema>;
