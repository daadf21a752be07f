// spec §7.2: POST /api/image-conversions answers {"data":{"type","content"}} (base64 JPEG). The server
// writes it in pieces (decision 0210) to this shape; the web parses it with this schema.
import { z } from 'zod';

export const imageConversionAnswerSchema = z.object({ data: z.object({ type: z.string(), content: z.string() }) });
export type ImageConversionAnswer = z.infer<typeof imageConversionAnswerSchema>;
